import { homeView } from '@/components/home/home-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('home', homeView)

export const metadata = route.metadata
export default route.Page
