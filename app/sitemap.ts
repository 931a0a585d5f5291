import type { MetadataRoute } from 'next'

import { dayOf } from '@/content/schemas/field-kinds'
import { isIndexed, sitePages } from '@/content/registry/links'
import { isSinglePage, pages } from '@/content/registry/pages'
import { env } from '@/lib/env'

export const dynamic = 'force-static'

/**
 * Every page search engines are to index, the home page first. A page that knows when its
 * content last changed (a post, a case, the lists of them) says so; the others carry the
 * day of the build.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const built = new Date()
  return sitePages()
    .filter(isIndexed)
    .map(({ name, route, param }) => {
      const entry = pages[name]
      const modified = isSinglePage(entry) ? entry.modified?.() : entry.modified?.(param!)
      return {
        url: `${env.siteUrl}${route}`,
        lastModified: modified ? dayOf(modified) : built,
        changeFrequency: 'monthly',
        priority: route === '/' ? 1 : isSinglePage(entry) ? 0.7 : 0.6,
      }
    })
}
