import type { SharedRouteKind } from '@/content/registry/pages'

import { aboutView } from './about/about-view'
import { servicesView } from './services/services-view'
import type { Views } from './view'

/**
 * The views of the kinds whose pages share one route (`sharesRoute`), and only those: the
 * route loads the client components of every view it imports.
 */
export const sharedRouteViews = {
  about: aboutView,
  services: servicesView,
} satisfies Views<SharedRouteKind>
