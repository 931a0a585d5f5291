import { contactView } from '@/components/contact/contact-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('contact', contactView)

export const metadata = route.metadata
export default route.Page
