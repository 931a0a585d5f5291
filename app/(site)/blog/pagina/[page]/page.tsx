import type { Metadata } from 'next'

import { blogView } from '@/components/blog/blog-view'
import { viewSettings } from '@/components/page-route'
import { entryMetadata } from '@/content/registry/metadata'
import { pageContent } from '@/content/registry/page-content'
import { pages } from '@/content/registry/pages'

type Props = { params: Promise<{ page: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.blogPage.params().map((page) => ({ page }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return entryMetadata('blogPage', (await params).page)
}

/** A page of the blog's list: /blog/pagina/2/… (the first is /blog/'s copy). */
export default async function BlogListNumberedPage({ params }: Props) {
  const { page } = await params
  return blogView(pageContent('blog'), viewSettings(), { page: Number(page) })
}
