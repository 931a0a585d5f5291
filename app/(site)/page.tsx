import { view } from '@/components/home/home-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('home', view)

export const metadata = route.metadata
export default route.Page
