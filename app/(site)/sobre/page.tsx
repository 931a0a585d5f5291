import type { Metadata } from 'next'

import { AboutPage } from '@/components/about/about-page'
import { pageContent } from '@/content/page-content'
import { pageMetadata } from '@/content/metadata'

export const metadata: Metadata = pageMetadata('about')

export default function About() {
  return <AboutPage about={pageContent('about')} />
}
