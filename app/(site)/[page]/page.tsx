import { view as about } from '@/components/about/about-view'
import { sharedRoute } from '@/components/page-route'
import { view as services } from '@/components/services/services-view'

// Every page of the kinds that share this route, one per entry of the registry.
const route = sharedRoute({ about, services })

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
