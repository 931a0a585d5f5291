import type { Metadata } from 'next'

import { BlogListPage } from '@/components/blog/blog-list-page'
import { categoriesInUse, listPage } from '@/content/blog'
import { pageContent } from '@/content/page-content'
import { pages } from '@/content/pages'
import { entryMetadata } from '@/content/metadata'

type Props = { params: Promise<{ page: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.blogPage.params().map((page) => ({ page }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata('blogPage', (await params).page)
}

/** A page of the blog's list: /blog/pagina/2/… (the first is /blog/'s copy). */
export default async function BlogListNumberedPage({ params }: Props) {
  const { page } = await params
  const blog = pageContent('blog')
  return (
    <BlogListPage
      intro={{ ...blog.hero, title: pages.blogPage.heading(page) }}
      categories={categoriesInUse()}
      list={listPage(Number(page))}
      listRoute={pages.blog.route}
    />
  )
}
