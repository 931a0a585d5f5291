import { excerptParts } from './excerpt'
import type { ExcerptPart } from './excerpt'

/**
 * The site search at run time: Pagefind's reader and index, which the build writes into
 * the export after the pages, what a page declares to be found, and what a result is.
 */

/** Where the build writes the index and its reader, in out/. */
export const PAGEFIND_PATH = '/pagefind/'

/** Pagefind's reader: an ES module of the export, never of the bundle. */
export const PAGEFIND_MODULE = `${PAGEFIND_PATH}pagefind.js`

/** The attribute of the element that holds a page's searchable text. */
export const SEARCHABLE_ATTRIBUTE = 'data-pagefind-body'

/** The Pagefind filter that tells what kind of page a result is. */
const KIND_FILTER = 'kind'

/**
 * What makes an element the searchable text of its page: Pagefind indexes only what is
 * inside an element with `data-pagefind-body`, on the pages that have one, and files the
 * page under its kind. `SearchableArticle` puts them on a post's or a case's `<article>`
 * (the content guide, "Making a page searchable").
 */
export const searchableAttributes = (kind: string) =>
  ({ [SEARCHABLE_ATTRIBUTE]: '', 'data-pagefind-filter': `${KIND_FILTER}:${kind}` }) as const

/** What Pagefind tells of one page it found (pagefind.app/docs/api). */
export type PagefindResultData = {
  /** The page's address, with its final slash: `/blog/backup-diario/`. */
  url: string
  /** The page's text around the matched words, `<` and `>` escaped, the words in `<mark>`. */
  excerpt: string
  /** `title` is the page's first `<h1>`. */
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
}

/** The part of Pagefind's browser API the search page uses. */
export type Pagefind = {
  options(options: { noWorker?: boolean; excerptLength?: number }): Promise<void>
  init(): Promise<void>
  search(
    term: string,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>
}

let loading: Promise<Pagefind> | undefined

/**
 * Pagefind's reader, imported the first time it is needed and kept. The address is left to
 * the browser (`webpackIgnore`, which Turbopack honours too): the file exists only in the
 * export, written after `next build`. It searches on the page's own thread rather than in
 * its worker: a worker would run under the policy its own file is served with, which
 * differs from host to host, while the page's policy is the one the build writes for
 * /busca/; an index of a few dozen pages answers in milliseconds either way. A failed load
 * (offline, blocked) is forgotten, so the next search tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  if (!loading) {
    loading = (async () => {
      const url = PAGEFIND_MODULE
      const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind
      await pagefind.options({ noWorker: true, excerptLength: 24 })
      await pagefind.init()
      return pagefind
    })()
    loading.catch(() => {
      loading = undefined
    })
  }
  return loading
}

/** A page the search found, as the search page shows it. */
export type SearchResult = {
  url: string
  title: string
  /** The kind's name ("Artigo", "Case"), when the page declared a known one. */
  kind: string | undefined
  excerpt: ExcerptPart[]
}

/** A result, its kind named by `kindNames` (kind → name), when it is one of them. */
export function toSearchResult(
  data: PagefindResultData,
  kindNames: Readonly<Record<string, string>>,
): SearchResult {
  const kind = data.filters[KIND_FILTER]?.[0]
  return {
    url: data.url,
    title: data.meta.title || data.url,
    kind: kind !== undefined && Object.hasOwn(kindNames, kind) ? kindNames[kind] : undefined,
    excerpt: excerptParts(data.excerpt),
  }
}

/**
 * Whether the document on screen was loaded for another address (`documentUrl`, the
 * navigation entry's) and the router then brought the visitor to `here`. The page then
 * runs under the policy of the page first loaded, which allows no WebAssembly.
 */
export function cameThroughRouter(documentUrl: string | undefined, here: string): boolean {
  if (!documentUrl) return false
  return new URL(documentUrl).pathname !== new URL(here).pathname
}
