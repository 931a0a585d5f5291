import { CtaBand } from '@/components/ui/cta-band'
import { PageHero } from '@/components/ui/page-hero'
import { Section, SectionHeader } from '@/components/ui/section'
import { StepList } from '@/components/ui/step-list'
import type { ServicesContent } from '@/content/schemas/page-schemas'
import type { ServiceLink } from '@/content/entries/services'

import { InPractice } from './in-practice'
import { ServiceCatalog } from './service-catalog'
import { ServiceOffers } from './service-offers'

/**
 * The services page's sections, drawn from its copy, with a link to each service's page;
 * its buttons lead to /contato.
 */
export function ServicesPage({
  services,
  catalog,
}: {
  services: ServicesContent
  /** The published services' pages, each linked, from the catalog and from their offers. */
  catalog: readonly ServiceLink[]
}) {
  const { hero, process, closing } = services
  return (
    <>
      <PageHero
        intro={hero}
        cta={{ label: hero.cta, href: '/contato', placement: 'services_hero' }}
      />
      <ServiceOffers offers={services.offers} services={catalog} />
      <ServiceCatalog services={catalog} />
      <InPractice inPractice={services.inPractice} />
      <Section tone="muted" aria-labelledby="process-title">
        <SectionHeader intro={process.intro} headingId="process-title" />
        <StepList steps={process.steps} />
      </Section>
      <CtaBand
        id="services-cta-title"
        title={closing.title}
        description={closing.description}
        primary={{ label: closing.primary, href: '/contato' }}
        secondary={{ label: closing.secondary, href: '/contato' }}
      />
    </>
  )
}
