import { view } from '@/components/services/services-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('services', view)

export const metadata = route.metadata
export default route.Page
