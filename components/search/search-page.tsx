import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { SearchContent } from '@/content/schemas/page-schemas'
import { pages } from '@/content/registry/pages'

import { BrowseLinks } from './browse-links'
import { SearchForm } from './search-form'
import { SiteSearch } from './site-search'

/** The id of the sentence under the field, which the field names as its description. */
const PROMPT_ID = 'search-prompt'

/** The search page: its opening, then the form and its results; without scripts, the lists. */
export function SearchPage({
  search,
  live = true,
}: {
  search: SearchContent
  /** False in the editor's preview: the form as drawn, with no search behind it. */
  live?: boolean
}) {
  const browse = [
    { label: search.browse.articles, href: pages.blog.route },
    { label: search.browse.cases, href: pages.cases.route },
  ]
  const prompt = (
    <p id={PROMPT_ID} className="mt-3 text-sm text-ink-600">
      {search.prompt}
    </p>
  )
  return (
    <>
      <PageHero intro={search.hero} />
      <Section className="min-h-[60vh]">
        <div className="mx-auto max-w-3xl">
          {live ? (
            <SiteSearch
              promptId={PROMPT_ID}
              prompt={prompt}
              whenFailed={<BrowseLinks links={browse} className="mt-4" />}
            />
          ) : (
            <>
              <SearchForm input={{ 'aria-describedby': PROMPT_ID }} />
              {prompt}
            </>
          )}
          <div data-without-scripts="" className="mt-6">
            <p className="rounded-2xl border border-ink-100 bg-ink-50 p-5 text-ink-800">
              {search.noScript}
            </p>
            <BrowseLinks links={browse} className="mt-4" />
          </div>
        </div>
      </Section>
    </>
  )
}
