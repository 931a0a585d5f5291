import type { Metadata } from 'next'

import { company } from '@/content/company'
import { pageContent } from '@/content/page-content'
import { pages } from '@/content/pages'
import type { PageName } from '@/content/pages'
import { pageMeta, siteMeta } from '@/content/seo'

/** The link-preview picture, drawn at build time by app/og-image.png/route.tsx. */
export const ogImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${company.name} – ${pageContent('home').hero.eyebrow}`,
}

/** Open Graph fields every page shares; a page's own metadata replaces the whole object. */
export const siteOpenGraph: NonNullable<Metadata['openGraph']> = {
  type: 'website',
  locale: siteMeta.locale,
  siteName: company.name,
  images: [ogImage],
}

/**
 * Title, description, canonical URL and link preview of one page; a page the registry
 * leaves unlisted asks search engines not to index it.
 */
export function pageMetadata(name: PageName): Metadata {
  const page = pageMeta(name)
  const entry: { unlisted?: true } = pages[name]
  return {
    title: page.title,
    description: page.description,
    ...(entry.unlisted && { robots: { index: false, follow: true } }),
    alternates: { canonical: page.path },
    openGraph: {
      ...siteOpenGraph,
      title: page.title,
      description: page.description,
      url: page.path,
    },
  }
}
