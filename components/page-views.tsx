import { view as contact } from '@/components/contact/contact-view'
import { view as home } from '@/components/home/home-view'
import { view as search } from '@/components/search/search-view'
import type { DrawnKind } from '@/content/pages'

import { sharedRouteViews } from './shared-route-views'
import type { View } from './view'

export type { View, ViewSettings } from './view'

/**
 * How each kind of page the site draws from its copy alone is drawn, a module each: the
 * pages' one route loads only the view of the page it draws (a route that imported them
 * all would load every page's client components on every page), and the editor previews
 * them with the same. TypeScript asks for a view of each kind (content/pages.ts).
 */
export const pageViews: { [Kind in DrawnKind]: View<Kind> } = {
  home,
  contact,
  search,
  ...sharedRouteViews,
}
