import { posts as blogPosts } from '../content/entries/blog'
import { caseStudies } from '../content/entries/cases'
import { pages } from '../content/registry/pages'
import { routeOf } from '../content/registry/routes'
import type { SearchKind } from '../content/texts/search'
import { services as servicePages } from '../content/entries/services'

/**
 * What the site search finds: the published posts, cases and services' pages, as the site
 * reads them (content/entries/blog.ts, content/entries/cases.ts, content/entries/services.ts), each at its address in the page registry and under
 * its title (the page's `<h1>`, which the search shows as the result's title).
 */
export type Searchable = { kind: SearchKind; route: string; title: string }

export const posts: Searchable[] = blogPosts().map((post) => ({
  kind: 'post',
  route: routeOf(pages.post.route, post.slug),
  title: post.title,
}))

export const cases: Searchable[] = caseStudies().map((entry) => ({
  kind: 'case',
  route: routeOf(pages.case.route, entry.slug),
  title: entry.title,
}))

export const services: Searchable[] = servicePages().map((entry) => ({
  kind: 'service',
  route: routeOf(pages.service.route, entry.slug),
  title: entry.title,
}))

/** The first post: the search's tests need one, which the blog brings. */
export function aPost(): Searchable {
  const [post] = posts
  if (!post) throw new Error('No published post in content/blog/: the search tests need one')
  return post
}

/** The first case: the search's tests need one, to find a page named as a case. */
export function aCase(): Searchable {
  const [entry] = cases
  if (!entry) throw new Error('No published case in content/cases/: the search tests need one')
  return entry
}

/** The words of a title a visitor might type: letters only, four or more of them. */
const wordsOf = (title: string) => title.match(/\p{L}{4,}/gu) ?? []

/** The longest word of a title, the one most likely to find that page first. */
export const keywordOf = (entry: Searchable) =>
  wordsOf(entry.title).reduce((longest, word) => (word.length > longest.length ? word : longest))

/**
 * A page and the plural of a word of its title that ends in a vowel (`empresa` →
 * `empresas`), a form its text may not hold: the Portuguese stemmer files both under one stem.
 */
export function pluralInTitles(entries: readonly Searchable[]) {
  for (const entry of entries) {
    const word = wordsOf(entry.title).find((w) => w.length >= 5 && /[aeo]$/i.test(w))
    if (word) return { entry, query: `${word}s` }
  }
  throw new Error('No title of a post or case has a word of five letters ending in a vowel')
}
