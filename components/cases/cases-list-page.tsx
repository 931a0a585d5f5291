import { SearchForm } from '@/components/search/search-form'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { CaseStudy } from '@/content/entries/cases'
import type { CasesContent } from '@/content/schemas/page-schemas'

import { CaseCard } from './case-card'

/** The case studies, newest first. */
export function CasesListPage({
  cases,
  entries,
}: {
  cases: CasesContent
  entries: readonly CaseStudy[]
}) {
  return (
    <>
      <PageHero intro={cases.hero} />
      <Section tone="muted">
        <SearchForm className="mb-10 w-full max-w-md" />
        <div className="grid gap-8 md:grid-cols-2">
          {entries.map((entry) => (
            <CaseCard key={entry.slug} entry={entry} />
          ))}
        </div>
      </Section>
    </>
  )
}
