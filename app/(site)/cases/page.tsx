import { casesView } from '@/components/cases/cases-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('cases', casesView)

export const metadata = route.metadata
export default route.Page
