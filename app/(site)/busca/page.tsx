import { searchView } from '@/components/search/search-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('search', searchView)

export const metadata = route.metadata
export default route.Page
