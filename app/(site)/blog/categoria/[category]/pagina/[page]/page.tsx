import type { Metadata } from 'next'

import { blogView } from '@/components/blog/blog-view'
import { viewSettings } from '@/components/page-route'
import { entryMetadata } from '@/content/registry/metadata'
import { pageContent } from '@/content/registry/page-content'
import { pages } from '@/content/registry/pages'
import { categoryParam } from '@/content/registry/routes'

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
  const [category, page] = categoryParam(paramOf(await params))
  return blogView(pageContent('blog'), viewSettings(), { page, category })
}
