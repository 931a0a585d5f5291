import { Check } from 'lucide'
import type { ReactNode } from 'react'

import { MarkdownText } from '@/components/blog/markdown-text'
import { PostCard } from '@/components/blog/post-card'
import { CaseCard } from '@/components/cases/case-card'
import { SearchableArticle } from '@/components/search/searchable-article'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { CtaBand } from '@/components/ui/cta-band'
import { EntryHeader } from '@/components/ui/entry-header'
import { EntrySection } from '@/components/ui/entry-section'
import { ExampleMark } from '@/components/ui/example-mark'
import { ContentIcon, Icon } from '@/components/ui/icon'
import { Question } from '@/components/ui/question'
import type { Post } from '@/content/entries/blog'
import type { CaseStudy } from '@/content/entries/cases'
import { serviceLabels } from '@/content/texts/entry-labels'
import type { ServiceData } from '@/content/schemas/entry-schemas'
import { headerCta } from '@/content/texts/navigation'
import type { ServicesContent } from '@/content/schemas/page-schemas'

/** How many of the newest posts about a service its page lists. */
const POSTS_SHOWN = 6

type ServicePageProps = {
  entry: ServiceData
  /** The services page's copy: the invitation that closes every service's page. */
  services: Pick<ServicesContent, 'closing'>
  crumbs: readonly Crumb[]
  /** The posts and the cases that say they are about this service. */
  about: { posts: readonly Post[]; cases: readonly CaseStudy[] }
  /** The addresses of the entries dated later (`scheduledHrefs`): its text's links to them wait. */
  scheduled?: ReadonlySet<string>
}

/** Short statements, each after a check mark. */
function CheckedList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 rounded-2xl bg-ink-50 p-4">
          <Icon node={Check} className="mt-1 size-4 shrink-0 text-accent-700" />
          {item}
        </li>
      ))}
    </ul>
  )
}

/** A list of related entries under its heading, outside the searchable text. */
function Related({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-ink-50 py-12 sm:py-16">
      <div className="container-page">
        <h2 id={`${id}-title`} className="mb-8 text-3xl">
          {title}
        </h2>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</div>
      </div>
    </section>
  )
}

/**
 * A service's page: what it covers and for which companies (what a buyer scans for first),
 * the service explained, how it starts and runs, what the company promises for it, the
 * questions buyers ask, then the cases and posts about it and the way to /contato.
 */
export function ServicePage({ entry, services, crumbs, about, scheduled }: ServicePageProps) {
  return (
    <>
      <SearchableArticle kind="service">
        <EntryHeader
          crumbs={crumbs}
          above={
            <p className="flex items-center gap-3 text-sm font-semibold text-accent-300">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/10">
                <ContentIcon name={entry.icon} className="size-5" />
              </span>
              {entry.name}
              {entry.example && <ExampleMark />}
            </p>
          }
          title={entry.title}
          summary={entry.summary}
        />

        <div className="container-page max-w-4xl space-y-14 py-12 sm:py-16">
          <EntrySection id="covers" title={serviceLabels.covers}>
            <CheckedList items={entry.covers} />
          </EntrySection>
          <EntrySection id="audience" title={serviceLabels.audience}>
            <ul className="max-w-[42rem] list-disc space-y-3 pl-6 text-lg text-ink-700">
              {entry.audience.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </EntrySection>
          <MarkdownText markdown={entry.body} scheduled={scheduled} className="max-w-[42rem]" />
          <EntrySection id="steps" title={serviceLabels.steps}>
            <ol className="space-y-4">
              {entry.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4 rounded-2xl border border-ink-100 p-5">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 font-bold text-accent-300"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-xl">{step.title}</h3>
                    <p className="mt-1 text-ink-600">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </EntrySection>
          {entry.promises.length > 0 && (
            <EntrySection id="promises" title={serviceLabels.promises}>
              <CheckedList items={entry.promises} />
            </EntrySection>
          )}
          <EntrySection id="questions" title={serviceLabels.questions}>
            <div className="space-y-3">
              {entry.questions.map((item) => (
                <Question key={item.question} {...item} />
              ))}
            </div>
          </EntrySection>
        </div>
      </SearchableArticle>
      {about.cases.length > 0 && (
        <Related id="service-cases" title={serviceLabels.cases}>
          {about.cases.map((entry) => (
            <CaseCard key={entry.slug} entry={entry} headingLevel="h3" />
          ))}
        </Related>
      )}
      {about.posts.length > 0 && (
        <Related id="service-posts" title={serviceLabels.posts}>
          {about.posts.slice(0, POSTS_SHOWN).map((post) => (
            <PostCard key={post.slug} post={post} headingLevel="h3" />
          ))}
        </Related>
      )}
      <CtaBand
        id="service-cta-title"
        title={services.closing.title}
        description={services.closing.description}
        primary={{ ...headerCta, placement: 'service_page' }}
      />
    </>
  )
}
