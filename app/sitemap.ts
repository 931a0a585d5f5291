import type { MetadataRoute } from 'next'

import { pageMeta } from '@/content/seo'
import { env } from '@/lib/env'

export const dynamic = 'force-static'

export default function sitemap(): MetadataRoute.Sitemap {
  const built = new Date()
  return Object.values(pageMeta).map((page) => ({
    url: `${env.siteUrl}${page.path}`,
    lastModified: built,
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  }))
}
