import type { Metadata } from 'next'

import { BlogListPage } from '@/components/blog/blog-list-page'
import { categoriesInUse, listPage } from '@/content/blog'
import { pageContent } from '@/content/page-content'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/content/metadata'

export const metadata: Metadata = pageMetadata('blog')

export default function Blog() {
  const blog = pageContent('blog')
  return (
    <BlogListPage
      intro={blog.hero}
      categories={categoriesInUse()}
      list={listPage(1)}
      listRoute={pages.blog.route}
    />
  )
}
