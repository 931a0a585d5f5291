import { Quote } from 'lucide'

import { MarkdownText } from '@/components/blog/markdown-text'
import { SearchableArticle } from '@/components/search/searchable-article'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { ContentImage } from '@/components/ui/content-image'
import { CtaBand } from '@/components/ui/cta-band'
import { EntryHeader } from '@/components/ui/entry-header'
import { EntrySection } from '@/components/ui/entry-section'
import { ExampleMark } from '@/components/ui/example-mark'
import { Icon } from '@/components/ui/icon'
import { caseLabels } from '@/content/texts/entry-labels'
import type { CaseStudy } from '@/content/entries/cases'
import { headerCta } from '@/content/texts/navigation'
import type { CasesContent } from '@/content/schemas/page-schemas'

type CasePageProps = {
  entry: CaseStudy
  /** The cases' copy: the invitation that closes every case. */
  cases: Pick<CasesContent, 'closing'>
  crumbs: readonly Crumb[]
  /** The addresses of the entries dated later (`scheduledHrefs`): its text's links to them wait. */
  scheduled?: ReadonlySet<string>
}

/**
 * A case study: the client, the challenge, the results, the solution and the client's
 * words; an invented one (`example`) says so beside its client.
 */
export function CasePage({ entry, cases, crumbs, scheduled }: CasePageProps) {
  return (
    <>
      <SearchableArticle kind="case">
        <EntryHeader
          crumbs={crumbs}
          above={
            <div className="flex items-center gap-4 [&>picture]:shrink-0">
              {entry.logo?.src && (
                <ContentImage
                  src={entry.logo.src}
                  alt={entry.logo.alt!}
                  sizes="4rem"
                  priority
                  className="size-16 shrink-0 rounded-2xl bg-white object-contain"
                />
              )}
              <dl className="text-sm">
                {[
                  [caseLabels.client, entry.client],
                  [caseLabels.sector, entry.sector],
                ].map(([term, value]) => (
                  <div key={term} className="flex gap-1.5">
                    <dt className="text-ink-300">{term}:</dt>
                    <dd className="font-semibold text-white">{value}</dd>
                  </div>
                ))}
              </dl>
              {entry.example && <ExampleMark />}
            </div>
          }
          title={entry.title}
          summary={entry.summary}
        />

        <div className="container-page max-w-4xl space-y-14 py-12 sm:py-16">
          <EntrySection id="results" title={caseLabels.results}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {entry.results.map((result) => (
                <li key={result.label} className="rounded-2xl bg-ink-50 p-6">
                  <p className="text-4xl font-bold text-ink-900">{result.figure}</p>
                  <p className="mt-2 text-ink-700">{result.label}</p>
                </li>
              ))}
            </ul>
          </EntrySection>
          <EntrySection id="challenge" title={caseLabels.challenge}>
            <MarkdownText
              markdown={entry.challenge}
              nested
              scheduled={scheduled}
              className="max-w-[42rem]"
            />
          </EntrySection>
          <EntrySection id="solution" title={caseLabels.solution}>
            <MarkdownText
              markdown={entry.body}
              nested
              scheduled={scheduled}
              className="max-w-[42rem]"
            />
          </EntrySection>

          <figure className="relative rounded-3xl bg-ink-950 p-8 text-ink-100 sm:p-10">
            <Icon node={Quote} className="mb-4 size-8 text-accent-300" />
            <blockquote className="text-xl leading-relaxed text-white">
              <p>{entry.quote.text}</p>
            </blockquote>
            <figcaption className="mt-6 text-ink-300">
              <span className="font-semibold text-white">{entry.quote.author}</span>,{' '}
              {entry.quote.role}
            </figcaption>
          </figure>
          <p className="text-sm text-ink-600">{caseLabels.writtenBy}</p>
        </div>
      </SearchableArticle>
      <CtaBand
        id="case-cta-title"
        title={cases.closing.title}
        description={cases.closing.description}
        primary={{ ...headerCta, placement: 'case_study' }}
      />
    </>
  )
}
