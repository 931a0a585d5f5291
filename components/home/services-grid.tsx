import { ArrowRight } from 'lucide'
import Link from 'next/link'

import { ButtonLink } from '@/components/ui/button-link'
import { gradientClasses } from '@/components/ui/gradients'
import { ContentIcon, Icon } from '@/components/ui/icon'
import { revealProps } from '@/components/ui/reveal'
import { Section, SectionHeader } from '@/components/ui/section'
import type { HomeContent } from '@/content/schemas/page-schemas'
import { cx } from '@/lib/format'

type Services = HomeContent['services']

/** Every card leads to the services page. */
const CARD_HREF = '/servicos'

function ServiceCardLink({
  card,
  index,
  linkLabel,
}: {
  card: Services['cards'][number]
  index: number
  linkLabel: string
}) {
  return (
    <li {...revealProps(index)}>
      <Link
        href={CARD_HREF}
        className="group flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-xl sm:p-8"
      >
        <span
          className={cx(
            'mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-lg',
            gradientClasses[card.gradient],
          )}
        >
          <ContentIcon name={card.icon} className="size-7" />
        </span>
        <h3 className="mb-2 text-xl">{card.title}</h3>
        <p className="mb-6 text-ink-600">{card.description}</p>
        <span className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-accent-800 group-hover:gap-2.5">
          {linkLabel}
          <span className="sr-only">: {card.title}</span>
          <Icon node={ArrowRight} className="size-4 transition-all" />
        </span>
      </Link>
    </li>
  )
}

export function ServicesGrid({ services }: { services: Services }) {
  return (
    <Section tone="muted" aria-labelledby="services-title">
      <SectionHeader intro={services.intro} headingId="services-title" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.cards.map((card, index) => (
          <ServiceCardLink
            key={card.title}
            card={card}
            index={index}
            linkLabel={services.cardLinkLabel}
          />
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink
          cta={{ label: services.cta, href: '/contato', placement: 'modern_services' }}
          size="lg"
          variant="secondary"
        />
      </div>
    </Section>
  )
}
