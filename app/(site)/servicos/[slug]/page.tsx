import type { Metadata } from 'next'

import { viewSettings } from '@/components/page-route'
import { serviceView } from '@/components/services/service-view'
import { JsonLd } from '@/components/ui/json-ld'
import { entryMetadata, ogImage } from '@/content/registry/metadata'
import { pages } from '@/content/registry/pages'
import { routeOf } from '@/content/registry/routes'
import { serviceBySlug, serviceCrumbs } from '@/content/entries/services'
import { breadcrumbJsonLd, serviceJsonLd } from '@/content/registry/structured-data'

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
  return (
    <>
      <JsonLd data={serviceJsonLd({ ...entry, path })} />
      <JsonLd data={breadcrumbJsonLd(serviceCrumbs(entry), path)} />
      {serviceView(entry, viewSettings())}
    </>
  )
}
