import type { Metadata } from 'next'

import { BlogListPage } from '@/components/blog/blog-list-page'
import { categoriesInUse, categoryBySlug, categoryPage } from '@/content/blog'
import { blogLabels } from '@/content/entry-labels'
import { pages, routeOf } from '@/content/pages'
import { entryMetadata } from '@/content/metadata'

type Props = { params: Promise<{ category: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.category.params().map((category) => ({ category }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata('category', (await params).category)
}

/** The first page of one category's posts, newest first. */
export default async function BlogCategory({ params }: Props) {
  const category = categoryBySlug((await params).category)
  return (
    <BlogListPage
      intro={{
        eyebrow: blogLabels.pageTitle,
        title: category.name,
        description: category.description,
      }}
      categories={categoriesInUse()}
      current={category.slug}
      list={categoryPage(category.slug, 1)}
      listRoute={routeOf(pages.category.route, category.slug)}
    />
  )
}
