import { view } from '@/components/search/search-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('search', view)

export const metadata = route.metadata
export default route.Page
