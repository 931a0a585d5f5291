import { Quote } from 'lucide'

import { MarkdownText } from '@/components/blog/markdown-text'
import { SearchableArticle } from '@/components/search/searchable-article'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { ContentImage } from '@/components/ui/content-image'
import { CtaBand } from '@/components/ui/cta-band'
import { Icon } from '@/components/ui/icon'
import { caseLabels } from '@/content/entry-labels'
import type { CaseStudy } from '@/content/cases'
import { headerCta } from '@/content/navigation'
import type { CasesContent } from '@/content/page-schemas'

type CasePageProps = {
  entry: CaseStudy
  /** The cases' copy: the invitation that closes every case. */
  cases: Pick<CasesContent, 'closing'>
  crumbs: readonly Crumb[]
}

/** A case study: the client, the challenge, the results, the solution and the client's words. */
export function CasePage({ entry, cases, crumbs }: CasePageProps) {
  return (
    <>
      <SearchableArticle kind="case">
        <header className="on-dark bg-ink-950 text-ink-100">
          <div className="container-page max-w-4xl py-10 sm:py-14">
            <div data-pagefind-ignore>
              <Breadcrumbs crumbs={crumbs} label={caseLabels.breadcrumb} />
            </div>
            <div className="mt-6 flex items-center gap-4">
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
                <div className="flex gap-1.5">
                  <dt className="text-ink-300">{caseLabels.client}:</dt>
                  <dd className="font-semibold text-white">{entry.client}</dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-ink-300">{caseLabels.sector}:</dt>
                  <dd className="font-semibold text-white">{entry.sector}</dd>
                </div>
              </dl>
            </div>
            <h1 id="page-title" className="mt-6 text-4xl text-white sm:text-5xl">
              {entry.title}
            </h1>
            <p className="mt-5 text-lg text-ink-200 sm:text-xl">{entry.summary}</p>
          </div>
        </header>

        <div className="container-page max-w-4xl space-y-14 py-12 sm:py-16">
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="mb-6 text-3xl">
              {caseLabels.results}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {entry.results.map((result) => (
                <li key={result.label} className="rounded-2xl bg-ink-50 p-6">
                  <p className="text-4xl font-bold text-ink-900">{result.figure}</p>
                  <p className="mt-2 text-ink-700">{result.label}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="challenge-title">
            <h2 id="challenge-title" className="mb-4 text-3xl">
              {caseLabels.challenge}
            </h2>
            <MarkdownText markdown={entry.challenge} nested className="max-w-[42rem]" />
          </section>

          <section aria-labelledby="solution-title">
            <h2 id="solution-title" className="mb-4 text-3xl">
              {caseLabels.solution}
            </h2>
            <MarkdownText markdown={entry.body} nested className="max-w-[42rem]" />
          </section>

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
        </div>
      </SearchableArticle>
      <CtaBand
        id="case-cta-title"
        title={cases.closing.title}
        description={cases.closing.description}
        primary={{ label: headerCta.label, href: '/contato', placement: 'case_study' }}
      />
    </>
  )
}
