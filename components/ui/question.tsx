import { ChevronDown } from 'lucide'

import { Icon } from './icon'

/** A question that opens on its answer: a native <details>, without any script. */
export function Question({ question, answer }: { question: string; answer: string }) {
  return (
    <details className="group rounded-2xl border border-ink-100 bg-white shadow-sm open:shadow-md">
      <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-4 p-6 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
        <h3 className="text-lg">{question}</h3>
        <Icon
          node={ChevronDown}
          className="mt-1 size-5 shrink-0 text-accent-700 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="px-6 pb-6 text-ink-600">{answer}</p>
    </details>
  )
}
