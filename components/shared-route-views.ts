import { view as about } from '@/components/about/about-view'
import { view as services } from '@/components/services/services-view'
import type { SharedRouteKind } from '@/content/pages'

import type { View } from './view'

/**
 * The views of the kinds whose pages share one route (`sharedRouteKinds`): the route and the
 * editor's preview read them here, and TypeScript asks for one of each such kind. Only
 * these: a route loads the client components of every view its modules import.
 */
export const sharedRouteViews: { [Kind in SharedRouteKind]: View<Kind> } = { about, services }
