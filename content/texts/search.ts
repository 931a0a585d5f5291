/**
 * The site search's own words (its page's copy is edited at /admin/): the form that
 * any page may carry, the kinds of page it finds and what it says about a search. They go
 * with behaviour the e2e suite pins down, so they stay in code. The search page's client
 * component reads this module: it imports no copy, registry or schema.
 */

/** The search page's address (its entry in `pages`), where every search form goes. */
export const searchRoute = '/busca/'

/** The address's parameter that holds a search: `/busca/?q=backup`. */
export const searchParam = 'q'

/**
 * What the search finds, each kind with the name a result shows. The key is what a post's,
 * a case's or a service's page declares (`SearchableArticle`).
 */
export const searchKinds = { post: 'Artigo', case: 'Case', service: 'Serviço' } as const
export type SearchKind = keyof typeof searchKinds

/** The search form: on /busca/, and on the lists of posts and cases. */
export const searchForm = {
  label: 'Buscar nos artigos e cases',
  placeholder: 'Ex.: backup, nuvem',
  submit: 'Buscar',
} as const

/** What the search page says about a search, in its results' live region and beside them. */
export const searchMessages = {
  /** "3 resultados para “backup”". */
  found: (count: number, query: string) =>
    `${count} ${count === 1 ? 'resultado' : 'resultados'} para “${query}”`,
  none: (query: string) => `Nenhum resultado para “${query}”`,
  failed:
    'Não foi possível carregar a busca. Verifique sua conexão e tente de novo, ou veja as listas abaixo.',
  more: 'Mostrar mais resultados',
} as const

/** A list a visitor can browse instead of searching: without scripts, or when it fails. */
export type BrowseLink = { label: string; href: string }
