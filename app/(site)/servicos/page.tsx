import type { Metadata } from 'next'

import { InPractice } from '@/components/services/in-practice'
import { ServiceOffers } from '@/components/services/service-offers'
import { CtaBand } from '@/components/ui/cta-band'
import { PageHero } from '@/components/ui/page-hero'
import { Section, SectionHeader } from '@/components/ui/section'
import { StepList } from '@/components/ui/step-list'
import { pageMeta } from '@/content/seo'
import { servicesClosing, servicesHero, servicesProcess } from '@/content/services'
import { pageMetadata } from '@/lib/metadata'

export const metadata: Metadata = pageMetadata(pageMeta.services)

export default function ServicesPage() {
  return (
    <>
      <PageHero intro={servicesHero} cta={servicesHero.cta} />
      <ServiceOffers />
      <InPractice />
      <Section tone="muted" aria-labelledby="process-title">
        <SectionHeader intro={servicesProcess.intro} headingId="process-title" />
        <StepList steps={servicesProcess.steps} />
      </Section>
      <CtaBand id="services-cta-title" {...servicesClosing} />
    </>
  )
}
