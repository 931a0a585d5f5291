import { blogView } from '@/components/blog/blog-view'
import { pageRoute } from '@/components/page-route'

const route = pageRoute('blog', blogView)

export const metadata = route.metadata
export default route.Page
