import type { Metadata } from 'next'

import { BlogListPage } from '@/components/blog/blog-list-page'
import { categoriesInUse, categoryBySlug, categoryPage } from '@/content/blog'
import { categoryParam, pages, routeOf } from '@/content/pages'
import { blogLabels } from '@/content/entry-labels'
import { entryMetadata } from '@/content/metadata'

type Props = { params: Promise<{ category: string; page: string }> }

export const dynamicParams = false

export const generateStaticParams = () =>
  pages.categoryPage.params().map((param) => {
    const [category, page] = categoryParam(param)
    return { category, page: String(page) }
  })

const paramOf = ({ category, page }: Awaited<Props['params']>) => `${category}/${page}`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata('categoryPage', paramOf(await params))
}

/** A page of a category's list: /blog/categoria/<slug>/pagina/2/… (the first is the category's copy). */
export default async function BlogCategoryNumberedPage({ params }: Props) {
  const param = paramOf(await params)
  const [slug, page] = categoryParam(param)
  const category = categoryBySlug(slug)
  return (
    <BlogListPage
      intro={{
        eyebrow: blogLabels.pageTitle,
        title: pages.categoryPage.heading(param),
        description: category.description,
      }}
      categories={categoriesInUse()}
      current={slug}
      list={categoryPage(slug, page)}
      listRoute={routeOf(pages.category.route, slug)}
    />
  )
}
