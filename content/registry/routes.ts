/**
 * Addresses, from the routes the registry declares (`pages.ts`): the file of the export that
 * answers one, and one page's address of a route with a `[param]`.
 */

/** What a static host answers an unknown address with (the site's not-found page). */
export const notFoundPage = { route: '/404.html', file: '404.html' } as const

/** The HTML file of the export that answers a route: `/sobre/` → `sobre/index.html`. */
export const fileOf = (route: string) => `${route.slice(1)}index.html`

/**
 * The address of one page of a route with a `[param]`: `/blog/[slug]/` → `/blog/backup/`. A
 * route with several takes their values in order from one param, separated by `/`:
 * `/blog/categoria/[category]/pagina/[page]/` with `backup/2`.
 */
export function routeOf(route: string, param: string) {
  const values = param.split('/')
  const names = route.match(/\[\w+\]/g) ?? []
  if (names.length !== values.length) throw new Error(`${param} does not fill ${route}`)
  return names.reduce((address, name, index) => address.replace(name, values[index]!), route)
}

/** A category's page param, `backup/2`: its slug and the page's number. */
export function categoryParam(param: string): [slug: string, page: number] {
  const [slug, page] = param.split('/')
  return [slug!, Number(page)]
}
