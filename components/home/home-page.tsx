import { CtaBand } from '@/components/ui/cta-band'
import type { HomeContent } from '@/content/schemas/page-schemas'
import type { Testimonial } from '@/content/company/testimonials'

import { HomeHero } from './home-hero'
import { Mission } from './mission'
import { ServicesGrid } from './services-grid'
import { Testimonials } from './testimonials'
import { WhyUs } from './why-us'

/** The home page's sections, drawn from its copy and the testimonials. */
export function HomePage({
  home,
  testimonials,
}: {
  home: HomeContent
  testimonials: readonly Testimonial[]
}) {
  const { finalCta } = home
  return (
    <>
      <HomeHero hero={home.hero} />
      <ServicesGrid services={home.services} />
      <Mission mission={home.mission} />
      <WhyUs whyUs={home.whyUs} />
      <Testimonials intro={home.testimonials} testimonials={testimonials} />
      <CtaBand
        id="home-cta-title"
        title={finalCta.title}
        description={finalCta.description}
        primary={{ label: finalCta.primary, href: '/contato', placement: 'home_cta_final' }}
        secondary={{ label: finalCta.secondary, href: '/servicos' }}
      />
    </>
  )
}
