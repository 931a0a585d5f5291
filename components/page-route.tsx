import type { Metadata } from 'next'

import { JsonLd } from '@/components/ui/json-ld'
import { collections } from '@/content/registry/collections'
import { faq } from '@/content/company/faq'
import { pageMetadata } from '@/content/registry/metadata'
import { pageContent } from '@/content/registry/page-content'
import {
  isSinglePage,
  pages,
  type PageKind,
  type SharedRouteKind,
  type SinglePageName,
} from '@/content/registry/pages'
import { serviceLinks } from '@/content/entries/services'
import { faqJsonLd } from '@/content/registry/structured-data'
import { contactFormSettings, env } from '@/lib/env'
import { formatLongDate } from '@/lib/format'
import { lastChanged } from '@/lib/last-changed'

import type { View, Views, ViewSettings } from './view'

/**
 * The settings every view of an exported page gets, built here once; the editor's preview
 * builds its own from what the build hands it.
 */
export const viewSettings = (): ViewSettings => ({
  form: contactFormSettings(env),
  services: serviceLinks(),
  siteUrl: env.siteUrl,
  // The day the policy's text, or a company fact it states, last changed.
  policyUpdated: () =>
    formatLongDate(lastChanged([collections.privacy.file, collections.company.file])),
})

/** The registry's pages of a kind with a route of its own. */
type OwnRoutePage = {
  [Name in SinglePageName]: (typeof pages)[Name]['kind']['name'] extends SharedRouteKind
    ? never
    : Name
}[SinglePageName]

/**
 * What a kind of page tells search engines beyond the site's own structured data: the
 * contact page its FAQ. Here rather than in the view, which the editor's preview draws too.
 */
const structuredData: Partial<Record<PageKind, () => object>> = {
  contact: () => faqJsonLd(faq.items),
}

/** A page drawn from its copy by the view of its kind, with its kind's structured data. */
function drawPage(name: SinglePageName, view: View<PageKind>) {
  const data = structuredData[pages[name].kind.name]?.()
  return (
    <>
      {data && <JsonLd data={data} />}
      {view(pageContent(name) as never, viewSettings())}
    </>
  )
}

/**
 * A page's route, from its entry in the registry and the view of its kind: its metadata and
 * its page, drawn from its copy. A route file is then four lines. One route for all such
 * pages would draw them from one file, but every page would then load the client
 * components of every kind: 164.1 KB of JavaScript (gzip) on each, instead of 144.1 to
 * 160.8, measured with a catch-all route. The kinds that share their client components
 * share a route instead (`sharedRoute`).
 */
export function pageRoute<Name extends OwnRoutePage>(
  name: Name,
  view: View<(typeof pages)[Name]['kind']['name']>,
): { metadata: Metadata; Page: () => ReturnType<View<PageKind>> } {
  return {
    metadata: pageMetadata(name),
    Page: () => drawPage(name, view as View<PageKind>),
  }
}

/** The registry's pages of the kinds that share a route, by the slug of their address. */
function sharedRoutePages(): Map<string, SinglePageName> {
  const bySlug = new Map<string, SinglePageName>()
  for (const [name, entry] of Object.entries(pages)) {
    if (!isSinglePage(entry) || !entry.kind.sharesRoute) continue
    const slug = /^\/([a-z0-9-]+)\/$/.exec(entry.route)?.[1]
    if (!slug)
      throw new Error(
        `${name}: a page of kind ${entry.kind.name} is at /<slug>/, not ${entry.route}`,
      )
    bySlug.set(slug, name as SinglePageName)
  }
  return bySlug
}

type SharedRouteProps = { params: Promise<{ page: string }> }

/**
 * The one route of every page of the kinds that share theirs (`sharesRoute`), at
 * `/<slug>/`, from the views of those kinds: a page of such a kind is its copy and its
 * registry entry.
 */
export function sharedRoute(views: Views<SharedRouteKind>) {
  const pageOf = async ({ params }: SharedRouteProps) => {
    const name = sharedRoutePages().get((await params).page)
    if (!name) throw new Error('A page the registry does not list')
    return name
  }
  return {
    generateStaticParams: () => [...sharedRoutePages().keys()].map((page) => ({ page })),
    generateMetadata: async (props: SharedRouteProps) => pageMetadata(await pageOf(props)),
    Page: async (props: SharedRouteProps) => {
      const name = await pageOf(props)
      return drawPage(name, views[pages[name].kind.name as SharedRouteKind] as View<PageKind>)
    },
  }
}
