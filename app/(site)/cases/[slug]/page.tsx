import type { Metadata } from 'next'

import { caseView } from '@/components/cases/case-view'
import { viewSettings } from '@/components/page-route'
import { JsonLd } from '@/components/ui/json-ld'
import { caseBySlug, caseCrumbs } from '@/content/entries/cases'
import { pages } from '@/content/registry/pages'
import { routeOf } from '@/content/registry/routes'
import { entryMetadata, ogImage } from '@/content/registry/metadata'
import { articleJsonLd, breadcrumbJsonLd } from '@/content/registry/structured-data'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.case.params().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const entry = caseBySlug(slug)
  const path = routeOf(pages.case.route, slug)
  return entryMetadata('case', slug, {
    type: 'article',
    publishedTime: entry.published,
    images: [{ ...ogImage, url: `${path}og-image.png`, alt: entry.title }],
  })
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params
  const entry = caseBySlug(slug)
  const path = routeOf(pages.case.route, slug)
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          type: 'Article',
          path,
          title: entry.title,
          summary: entry.summary,
          image: `${path}og-image.png`,
          published: entry.published,
          modified: entry.published,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(caseCrumbs(entry), path)} />
      {caseView(entry, viewSettings())}
    </>
  )
}
