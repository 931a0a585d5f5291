import { postEntries } from '../entries/blog'
import { caseEntries } from '../entries/cases'
import {
  isSinglePage,
  pages,
  type EntryPagesName,
  type PageEntry,
  type PageName,
  type PagePath,
} from './pages'
import { fileOf, routeOf } from './routes'
import { isScheduled, publicationDay } from '../entries/schedule'
import { serviceEntries } from '../entries/services'

/*
 * The pages of the export and the links to them, from the registry (`pages.ts`): every
 * page's address and file, whether search engines index it, the hrefs of links to it, and
 * the menu's, the footer's and the reading column's links.
 */

/**
 * The href of a link to one page made per entry, as the client router expects it, without
 * its final slash: `entryHref('service', 'backup')` → `/servicos/backup`.
 */
export const entryHref = (name: EntryPagesName, param: string) =>
  routeOf(pages[name].route, param).replace(/\/$/, '')

/**
 * The addresses of the entries dated later than the build's day, as `entryHref` writes them:
 * their pages are not built yet, so a text that links to one shows its words without the
 * link until then (`MarkdownText`).
 */
export function scheduledHrefs(today = publicationDay()): ReadonlySet<string> {
  const later = (name: EntryPagesName, entries: readonly { slug: string; published: string }[]) =>
    entries.filter((entry) => isScheduled(entry, today)).map((entry) => entryHref(name, entry.slug))
  return new Set([
    ...later('post', postEntries()),
    ...later('case', caseEntries()),
    ...later('service', serviceEntries()),
  ])
}

/**
 * A built page: its registry name, the address it answers, its file in out/ and, for a
 * page made per entry, the entry's value of the route's `[param]`.
 */
export type SitePage = { name: PageName; route: string; file: string; param?: string }

/** Every page of the export, home first, one per address. */
export function sitePages(): SitePage[] {
  return Object.entries(pages).flatMap(([name, entry]): SitePage[] =>
    isSinglePage(entry)
      ? [{ name: name as PageName, route: entry.route, file: fileOf(entry.route) }]
      : entry.params().map((param) => {
          const route = routeOf(entry.route, param)
          return { name: name as PageName, route, file: fileOf(route), param }
        }),
  )
}

/**
 * Whether search engines are to index a built page and find it in the sitemap: not when
 * its entry is unlisted, nor when it is a copy that names another page as canonical.
 */
export function isIndexed({ name, param }: Pick<SitePage, 'name' | 'param'>): boolean {
  const entry = pages[name]
  if (isSinglePage(entry)) return !entry.unlisted
  return !entry.meta(param!).canonical
}

/** Whether links to a page load a whole new document rather than go through the router. */
export const loadsAsDocument = (entry: Pick<PageEntry, 'ownLayout' | 'webAssembly'>) =>
  Boolean(entry.ownLayout || entry.webAssembly)

/**
 * The href a link to a page carries. Pages the client router moves to are linked without
 * their final slash, as it expects; a page loaded as a whole new document with it.
 */
export const linkTo = (entry: Pick<PageEntry, 'route' | 'ownLayout' | 'webAssembly'>) =>
  loadsAsDocument(entry) || entry.route === '/' ? entry.route : entry.route.replace(/\/$/, '')

/** The pages linked from the menu, in the registry's order. */
export const menuPages = () =>
  Object.values(pages).flatMap((entry) =>
    isSinglePage(entry) && entry.link?.menuEvent
      ? [{ label: entry.link.label, href: linkTo(entry) as PagePath, event: entry.link.menuEvent }]
      : [],
  )

/** The footer's "Links Rápidos": every page with a link, in the registry's order. */
export const quickLinks = () =>
  Object.values(pages).flatMap((entry) =>
    isSinglePage(entry) && entry.link
      ? [{ label: entry.link.label, href: linkTo(entry), reload: loadsAsDocument(entry) }]
      : [],
  )

/** The footer's column of reading: the blog and the cases, in the registry's order. */
export const readingLinks = () =>
  Object.values(pages).flatMap((entry) =>
    isSinglePage(entry) && entry.readingLink
      ? [{ label: entry.readingLink, href: linkTo(entry) }]
      : [],
  )
