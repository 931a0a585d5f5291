import type { Metadata } from 'next'

import type { PageMeta } from '@/content/seo'

/** Title, description, canonical URL and link preview of one page. */
export function pageMetadata(page: PageMeta): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: { title: page.title, description: page.description, url: page.path },
  }
}
