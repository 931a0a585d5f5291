import type { MetadataRoute } from 'next'

import { isSinglePage, pages, routeOf } from '@/content/pages'
import { dayOf } from '@/content/fields'
import { env } from '@/lib/env'

export const dynamic = 'force-static'

/**
 * Every page of the registry but those it leaves unlisted, the home page first. A page that
 * knows when its content last changed (a post, a case, the lists of them) says so; the
 * others carry the day of the build.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const built = new Date()
  return Object.values(pages).flatMap((page) => {
    if (isSinglePage(page)) {
      if (page.unlisted) return []
      const modified = page.modified?.()
      return [
        {
          url: `${env.siteUrl}${page.route}`,
          lastModified: modified ? dayOf(modified) : built,
          changeFrequency: 'monthly' as const,
          priority: page.route === '/' ? 1 : 0.7,
        },
      ]
    }
    return page.params().flatMap((param) =>
      page.meta(param).canonical
        ? []
        : [
            {
              url: `${env.siteUrl}${routeOf(page.route, param)}`,
              lastModified: page.modified ? dayOf(page.modified(param)) : built,
              changeFrequency: 'monthly' as const,
              priority: 0.6,
            },
          ],
    )
  })
}
