import type { Metadata } from 'next'

import { ServicePage } from '@/components/services/service-page'
import { JsonLd } from '@/components/ui/json-ld'
import { entryMetadata, ogImage } from '@/content/metadata'
import { pageContent } from '@/content/page-content'
import { pages, routeOf, scheduledHrefs } from '@/content/pages'
import { aboutService, serviceBySlug, serviceCrumbs } from '@/content/services'
import { breadcrumbJsonLd, serviceJsonLd } from '@/content/structured-data'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = false

export const generateStaticParams = () => pages.service.params().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const entry = serviceBySlug(slug)
  const path = routeOf(pages.service.route, slug)
  return entryMetadata('service', slug, {
    images: [{ ...ogImage, url: `${path}og-image.png`, alt: entry.title }],
  })
}

export default async function ServiceEntryPage({ params }: Props) {
  const { slug } = await params
  const entry = serviceBySlug(slug)
  const path = routeOf(pages.service.route, slug)
  const crumbs = serviceCrumbs(entry)
  return (
    <>
      <JsonLd data={serviceJsonLd({ ...entry, path })} />
      <JsonLd data={breadcrumbJsonLd(crumbs, path)} />
      <ServicePage
        entry={entry}
        services={pageContent('services')}
        crumbs={crumbs}
        about={aboutService(slug)}
        scheduled={scheduledHrefs()}
      />
    </>
  )
}
