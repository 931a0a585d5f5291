import { view } from '@/components/about/about-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('about', view)

export const metadata = route.metadata
export default route.Page
