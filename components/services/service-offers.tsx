import { Check } from 'lucide'

import { ButtonLink } from '@/components/ui/button-link'
import { ContentIcon, Icon } from '@/components/ui/icon'
import { revealProps } from '@/components/ui/reveal'
import { Section, SectionHeader } from '@/components/ui/section'
import { serviceOffers } from '@/content/services'
import type { ServiceOffer } from '@/content/services'

function OfferCard({ offer, index }: { offer: ServiceOffer; index: number }) {
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
      <ButtonLink cta={offer.cta} variant="secondary" className="mt-auto self-start" />
    </article>
  )
}

export function ServiceOffers() {
  return (
    <Section tone="muted" aria-labelledby="offers-title">
      <SectionHeader intro={serviceOffers.intro} headingId="offers-title" />
      <div className="grid gap-6 md:grid-cols-2">
        {serviceOffers.offers.map((offer, index) => (
          <OfferCard key={offer.title} offer={offer} index={index} />
        ))}
      </div>
    </Section>
  )
}
