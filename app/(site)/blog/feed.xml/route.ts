import { posts } from '@/content/entries/blog'
import { pages } from '@/content/registry/pages'
import { routeOf } from '@/content/registry/routes'
import { pageMeta } from '@/content/registry/seo'
import { env } from '@/lib/env'
import { FEED_ITEMS, rssFeed } from '@/lib/feed'
import { responsiveImage } from '@/lib/images/responsive-image'
import { blogFeed } from '@/content/registry/metadata'

// Written once at build time into out/blog/feed.xml, which every page's head announces.
export const dynamic = 'force-static'

/** A post's cover as the feed shows it: its fallback, a JPEG or PNG, which every e-mail program shows. */
const coverOf = (src: string, alt: string) => {
  const { fallbackSrc, width, height } = responsiveImage(src)
  return { url: `${env.siteUrl}${fallbackSrc}`, alt, width, height }
}

export function GET() {
  const blog = pageMeta('blog')
  const xml = rssFeed({
    title: blogFeed.title,
    description: blog.description,
    link: `${env.siteUrl}${blog.path}`,
    self: `${env.siteUrl}${blogFeed.url}`,
    items: posts()
      .slice(0, FEED_ITEMS)
      .map((post) => ({
        title: post.title,
        url: `${env.siteUrl}${routeOf(pages.post.route, post.slug)}`,
        summary: post.summary,
        cover: coverOf(post.cover.src, post.cover.alt),
        published: post.published,
        category: post.category.name,
        author: post.author.name,
      })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
