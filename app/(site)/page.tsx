import type { Metadata } from 'next'

import { HomeHero } from '@/components/home/home-hero'
import { Mission } from '@/components/home/mission'
import { ServicesGrid } from '@/components/home/services-grid'
import { Testimonials } from '@/components/home/testimonials'
import { WhyUs } from '@/components/home/why-us'
import { CtaBand } from '@/components/ui/cta-band'
import { homeFinalCta } from '@/content/home'
import { pageMeta } from '@/content/seo'
import { pageMetadata } from '@/lib/metadata'

export const metadata: Metadata = pageMetadata(pageMeta.home)

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesGrid />
      <Mission />
      <WhyUs />
      <Testimonials />
      <CtaBand id="home-cta-title" {...homeFinalCta} />
    </>
  )
}
