import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { SearchContent } from '@/content/page-schemas'
import { pages } from '@/content/pages'
import { browseLinks } from '@/content/search'

import { BrowseLinks } from './browse-links'
import { SiteSearch } from './site-search'

/** The search page: its opening, then the form and its results; without scripts, the lists. */
export function SearchPage({ search }: { search: SearchContent }) {
  const browse = browseLinks(
    search.browse,
    Object.values(pages).map((entry) => entry.route),
  )
  return (
    <>
      <PageHero intro={search.hero} />
      <Section className="min-h-[60vh]">
        <div className="mx-auto max-w-3xl">
          <SiteSearch prompt={search.prompt} browse={browse} />
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
