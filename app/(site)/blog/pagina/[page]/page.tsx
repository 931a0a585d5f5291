import type { Metadata } from 'next'

import { BlogListPage } from '@/components/blog/blog-list-page'
import { categoriesInUse, listPage } from '@/content/blog'
import { blogLabels } from '@/content/entry-labels'
import { pageContent } from '@/content/page-content'
import { pages } from '@/content/pages'
import { entryMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ page: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.blogPage.params().map((page) => ({ page }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata('blogPage', (await params).page)
}

/** The blog's list after its first page: /blog/pagina/2/… */
export default async function BlogListLaterPage({ params }: Props) {
  const number = Number((await params).page)
  const blog = pageContent('blog')
  const list = listPage(number)
  return (
    <BlogListPage
      intro={{ ...blog.hero, title: `${blogLabels.pageTitle}: ${blogLabels.page(number, list.count)}` }}
      categories={categoriesInUse()}
      list={list}
    />
  )
}
