import { sharedRoute } from '@/components/page-route'
import { sharedRouteViews } from '@/components/shared-route-views'

// Every page of the kinds that share this route, one per entry of the registry.
const route = sharedRoute(sharedRouteViews)

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
