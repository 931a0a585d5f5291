import Link from 'next/link'

import { ExampleMark } from '@/components/ui/example-mark'
import type { CaseStudy } from '@/content/entries/cases'

type CaseCardProps = {
  entry: CaseStudy
  /** The level of the card's heading in the page's outline. */
  headingLevel?: 'h2' | 'h3'
}

/**
 * A case in the list: its client and sector, title (the link), summary and first result,
 * and the mark of an invented one (`example`).
 */
export function CaseCard({ entry, headingLevel: Heading = 'h2' }: CaseCardProps) {
  const [lead] = entry.results
  return (
    <article className="relative flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-lg sm:p-8">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold text-accent-700">
          {entry.sector} · {entry.client}
        </p>
        {entry.example && <ExampleMark />}
      </div>
      <Heading className="mt-3 text-2xl">
        <Link
          href={`/cases/${entry.slug}`}
          className="after:absolute after:inset-0 after:content-['']"
        >
          {entry.title}
        </Link>
      </Heading>
      <p className="mt-3 text-ink-600">{entry.summary}</p>
      {lead && (
        <p className="mt-auto flex items-baseline gap-3 pt-6">
          <span className="text-3xl font-bold text-ink-900">{lead.figure}</span>
          <span className="text-ink-600">{lead.label}</span>
        </p>
      )}
    </article>
  )
}
