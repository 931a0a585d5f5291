import { ArrowRight, Check } from 'lucide'
import Link from 'next/link'

import { ButtonLink } from '@/components/ui/button-link'
import { ContentIcon, Icon } from '@/components/ui/icon'
import { revealProps } from '@/components/ui/reveal'
import { Section, SectionHeader } from '@/components/ui/section'
import { serviceLabels } from '@/content/texts/entry-labels'
import type { ServicesContent } from '@/content/schemas/page-schemas'
import { entryHref } from '@/content/registry/links'
import type { ServiceLink } from '@/content/entries/services'
import type { SpecialistPlacement } from '@/lib/analytics/events'

type Offers = ServicesContent['offers']

/**
 * How analytics names each offer's button, in the offers' order: the editor keeps them at
 * four, and each button leads to /contato.
 */
const offerPlacements = [
  'services_outsourcing',
  'services_monitoring',
  'services_cybersecurity',
  'services_service_desk',
] as const satisfies readonly SpecialistPlacement[]

function OfferCard({
  offer,
  index,
  service,
}: {
  offer: Offers['offers'][number]
  index: number
  /** The page of the service it names, once published: a scheduled one is linked on its day. */
  service?: ServiceLink
}) {
  const titleId = `offer-${index}`
  return (
    <article
      aria-labelledby={titleId}
      {...revealProps(index)}
      className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="mb-4 flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-accent-300">
          <ContentIcon name={offer.icon} className="size-6" />
        </span>
        <h3 id={titleId} className="text-2xl">
          {offer.title}
        </h3>
      </div>
      <p className="mb-5 text-ink-600">{offer.description}</p>
      <ul className="mb-8 space-y-2">
        {offer.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5">
            <Icon node={Check} className="mt-1 size-4 shrink-0 text-accent-700" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3">
        <ButtonLink
          cta={{ label: offer.cta, href: '/contato', placement: offerPlacements[index] }}
          variant="secondary"
        />
        {service && (
          <Link
            href={entryHref('service', service.slug)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            {serviceLabels.more(offer.title)}
            <Icon node={ArrowRight} className="size-4" />
          </Link>
        )}
      </div>
    </article>
  )
}

/** The offers, each leading to its service's page when that page is published (`services`). */
export function ServiceOffers({
  offers,
  services,
}: {
  offers: Offers
  services: readonly ServiceLink[]
}) {
  return (
    <Section tone="muted" aria-labelledby="offers-title">
      <SectionHeader intro={offers.intro} headingId="offers-title" />
      <div className="grid gap-6 md:grid-cols-2">
        {offers.offers.map((offer, index) => (
          <OfferCard
            key={offer.title}
            offer={offer}
            index={index}
            service={services.find((service) => service.slug === offer.service)}
          />
        ))}
      </div>
    </Section>
  )
}
