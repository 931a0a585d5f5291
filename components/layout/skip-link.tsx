import { headerLabels } from '@/content/texts/navigation'

export const MAIN_CONTENT_ID = 'conteudo'

/** First focusable element of every page: jumps over the header to the content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-2 left-2 z-[60] -translate-y-24 rounded-lg bg-accent-400 px-4 py-3 font-semibold text-ink-950 focus:translate-y-0"
    >
      {headerLabels.skipToContent}
    </a>
  )
}
