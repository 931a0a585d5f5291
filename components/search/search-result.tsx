import type { SearchResult } from '@/lib/search/pagefind'

/**
 * One page the search found: its kind, its title linking to it, and the text around the
 * matched words, which are highlighted. Every part is rendered as text (`excerptParts`).
 * A plain link: the page loads as a document of its own, under its own policy.
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <article className="relative rounded-2xl border border-ink-100 bg-white p-5 shadow-sm transition-colors focus-within:border-accent-600 hover:border-accent-600 sm:p-6">
      {result.kind && (
        <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">
          {result.kind}
        </p>
      )}
      <h2 className="mt-1 text-xl">
        <a
          href={result.url}
          className="underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline"
        >
          {result.title}
        </a>
      </h2>
      <p className="mt-2 text-ink-600">
        {result.excerpt.map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded-sm bg-accent-200 px-0.5 text-ink-900">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
    </article>
  )
}
