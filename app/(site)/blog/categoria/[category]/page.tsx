import type { Metadata } from 'next'

import { blogView } from '@/components/blog/blog-view'
import { viewSettings } from '@/components/page-route'
import { entryMetadata } from '@/content/registry/metadata'
import { pageContent } from '@/content/registry/page-content'
import { pages } from '@/content/registry/pages'

type Props = { params: Promise<{ category: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.category.params().map((category) => ({ category }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata('category', (await params).category)
}

/** The first page of one category's posts, newest first. */
export default async function BlogCategory({ params }: Props) {
  const { category } = await params
  return blogView(pageContent('blog'), viewSettings(), { page: 1, category })
}
