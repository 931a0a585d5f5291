import type { Metadata } from 'next'

import { postView } from '@/components/blog/post-view'
import { viewSettings } from '@/components/page-route'
import { JsonLd } from '@/components/ui/json-ld'
import { postBySlug, postCrumbs } from '@/content/entries/blog'
import { pages } from '@/content/registry/pages'
import { routeOf } from '@/content/registry/routes'
import { responsiveImage } from '@/lib/images/responsive-image'
import { entryMetadata, ogImage } from '@/content/registry/metadata'
import { articleJsonLd, breadcrumbJsonLd } from '@/content/registry/structured-data'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.post.params().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = postBySlug(slug)
  const path = routeOf(pages.post.route, slug)
  return entryMetadata('post', slug, {
    type: 'article',
    publishedTime: post.published,
    modifiedTime: post.modified,
    section: post.category.name,
    images: [{ ...ogImage, url: `${path}og-image.png`, alt: post.title }],
  })
}

export default async function BlogPost({ params }: Props) {
  const { slug } = await params
  const post = postBySlug(slug)
  const path = routeOf(pages.post.route, slug)
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          type: 'BlogPosting',
          path,
          title: post.title,
          summary: post.summary,
          image: responsiveImage(post.cover.src).fallbackSrc,
          published: post.published,
          modified: post.modified,
          author: post.author,
          section: post.category.name,
          words: post.words,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(postCrumbs(post), path)} />
      {postView(post, viewSettings())}
    </>
  )
}
