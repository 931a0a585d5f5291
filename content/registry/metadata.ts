import type { Metadata } from 'next'

import { company } from '../company/company'
import { pageContent } from './page-content'
import { blogLabels } from '../texts/entry-labels'
import { isIndexed } from './links'
import { pages } from './pages'
import { routeOf } from './routes'
import type { EntryPagesName, SinglePageName } from './pages'
import { pageMeta, siteMeta, TITLE_MAX_LENGTH } from './seo'

/** The link-preview picture, drawn at build time by its own route. */
export const ogImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${company.name} – ${pageContent('home').hero.eyebrow}`,
}

/** The blog's feed, written at build time by its own route. */
export const blogFeed = {
  url: '/blog/feed.xml',
  title: blogLabels.feedTitle(company.name),
}

/**
 * What every page's head links besides itself: the blog's feed, which feed readers find
 * from any page. A page's own `alternates` replace the whole object, so each carries it.
 */
export const siteAlternates = {
  types: { 'application/rss+xml': [{ url: blogFeed.url, title: blogFeed.title }] },
} satisfies Metadata['alternates']

/** What a page search engines are not to index says in its head; its links are followed. */
const notIndexed = { robots: { index: false, follow: true } } satisfies Metadata

/** Open Graph fields every page shares; a page's own metadata replaces the whole object. */
export const siteOpenGraph: NonNullable<Metadata['openGraph']> = {
  type: 'website',
  locale: siteMeta.locale,
  siteName: company.name,
  images: [ogImage],
}

/**
 * Title, description, canonical URL and link preview of one page; a page the registry
 * leaves unlisted asks search engines not to index it.
 */
export function pageMetadata(name: SinglePageName): Metadata {
  const page = pageMeta(name)
  return {
    title: page.title,
    description: page.description,
    ...(!isIndexed({ name }) && notIndexed),
    alternates: { ...siteAlternates, canonical: page.path },
    openGraph: {
      ...siteOpenGraph,
      title: page.title,
      description: page.description,
      url: page.path,
    },
  }
}

/**
 * A page's title with the company's name after it, as every page has it, unless the two
 * together outgrow what search results show: then the entry's title alone.
 */
function entryTitle(title: string): Metadata['title'] {
  const whole = siteMeta.titleTemplate.replace('%s', title)
  return whole.length <= TITLE_MAX_LENGTH ? title : { absolute: title }
}

/**
 * Title, description, canonical URL and link preview of a page made per entry (a post, a
 * category, a case). `openGraph` adds what the page's kind has: an article's dates, its
 * own preview picture.
 */
export function entryMetadata(
  name: EntryPagesName,
  param: string,
  openGraph: Partial<NonNullable<Metadata['openGraph']>> = {},
): Metadata {
  const entry = pages[name]
  const { title, description, canonical } = entry.meta(param)
  const path = canonical ?? routeOf(entry.route, param)
  return {
    title: entryTitle(title),
    description,
    alternates: { ...siteAlternates, canonical: path },
    ...(!isIndexed({ name, param }) && notIndexed),
    openGraph: {
      ...siteOpenGraph,
      title,
      description,
      url: path,
      ...openGraph,
    } as Metadata['openGraph'],
  }
}
