import type { Metadata } from 'next'

import { HomePage } from '@/components/home/home-page'
import { pageContent } from '@/content/page-content'
import { testimonials } from '@/content/testimonials'
import { pageMetadata } from '@/content/metadata'

export const metadata: Metadata = pageMetadata('home')

export default function Home() {
  return <HomePage home={pageContent('home')} testimonials={testimonials} />
}
