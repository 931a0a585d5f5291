import { posts } from '@/content/blog'
import { pages, routeOf } from '@/content/pages'
import { pageMeta } from '@/content/seo'
import { env } from '@/lib/env'
import { rssFeed } from '@/lib/feed'
import { blogFeed } from '@/lib/metadata'

// Written once at build time into out/blog/feed.xml, which every page's head announces.
export const dynamic = 'force-static'

export function GET() {
  const blog = pageMeta('blog')
  const xml = rssFeed({
    title: blogFeed.title,
    description: blog.description,
    link: `${env.siteUrl}${blog.path}`,
    self: `${env.siteUrl}${blogFeed.url}`,
    items: posts().map((post) => ({
      title: post.title,
      url: `${env.siteUrl}${routeOf(pages.post.route, post.slug)}`,
      summary: post.summary,
      published: post.published,
      category: post.category.name,
      author: post.author.name,
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
