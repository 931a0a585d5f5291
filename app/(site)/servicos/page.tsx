import type { Metadata } from 'next'

import { ServicesPage } from '@/components/services/services-page'
import { pageContent } from '@/content/page-content'
import { pageMetadata } from '@/content/metadata'

export const metadata: Metadata = pageMetadata('services')

export default function Services() {
  return <ServicesPage services={pageContent('services')} />
}
