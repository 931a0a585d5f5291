import type { MetadataRoute } from 'next'

import { pages, routesOf } from '@/content/pages'
import { env } from '@/lib/env'

export const dynamic = 'force-static'

/** Every page of the registry but those it leaves unlisted; the home page first. */
export default function sitemap(): MetadataRoute.Sitemap {
  const built = new Date()
  return Object.values(pages)
    .filter((page) => !('unlisted' in page && page.unlisted))
    .flatMap(routesOf)
    .map((route) => ({
      url: `${env.siteUrl}${route}`,
      lastModified: built,
      changeFrequency: 'monthly',
      priority: route === '/' ? 1 : 0.7,
    }))
}
