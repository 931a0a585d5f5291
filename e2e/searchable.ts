import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'

import type { SearchKind } from '../content/search'

/**
 * What the site search finds, read from the content it is built from: the posts,
 * `content/blog/<slug>.md`, served at `/blog/<slug>/`, and the cases, `content/cases/<slug>.md`
 * at `/cases/<slug>/`, each opening with YAML front matter that holds its `title` (the
 * page's `<h1>`, which the search shows as the result's title) and `summary`.
 */
export type Searchable = { kind: SearchKind; route: string; title: string; summary: string }

function entries(kind: SearchKind, folder: string, base: string): Searchable[] {
  const dir = path.join(__dirname, '..', folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8')
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1]
      const { title, summary } = (front ? parse(front) : {}) as Partial<Searchable>
      if (!title) throw new Error(`${folder}/${file} opens with no front matter holding a title`)
      return {
        kind,
        route: `${base}${file.slice(0, -'.md'.length)}/`,
        title,
        summary: summary ?? '',
      }
    })
}

export const posts = entries('post', 'content/blog', '/blog/')
export const cases = entries('case', 'content/cases', '/cases/')

/** The first post: the search's tests need one, which the blog brings. */
export function aPost(): Searchable {
  const [post] = posts
  if (!post) throw new Error('No post in content/blog/*.md: the search tests need the blog')
  return post
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
  if (entries.length === 0) aPost()
  for (const entry of entries) {
    const word = wordsOf(entry.title).find((w) => w.length >= 5 && /[aeo]$/i.test(w))
    if (word) return { entry, query: `${word}s` }
  }
  throw new Error('No title of a post or case has a word of five letters ending in a vowel')
}
