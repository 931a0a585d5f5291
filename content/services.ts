import type { SpecialistPlacement } from '@/lib/analytics/events'
import { readContent } from '@/lib/content/read'

import { collections } from './collections'
import { factValues } from './company'
import data from './data/services.json'
import type { Cta, IconName } from './types'

/**
 * The services page. Its copy is content/data/services.json (edited at /admin/ or by
 * hand); where its buttons lead and how analytics counts them are set here.
 */
const services = readContent(collections.services, data, factValues)

/** A service offer on the services page; its button always leads to /contato. */
export type ServiceOffer = {
  icon: IconName
  title: string
  description: string
  /** Short outcomes, one line each. */
  features: readonly string[]
  cta: Cta
}

/** How analytics names each offer's button, in the offers' order (always four). */
const offerPlacements = [
  'services_outsourcing',
  'services_monitoring',
  'services_cybersecurity',
  'services_service_desk',
] as const satisfies readonly SpecialistPlacement[]

export const servicesHero = {
  ...services.hero,
  cta: { label: services.hero.cta, href: '/contato', placement: 'services_hero' },
} satisfies { cta: Cta; [key: string]: unknown }

export const serviceOffers = {
  intro: services.offers.intro,
  offers: services.offers.offers.map((offer, index) => ({
    ...offer,
    cta: { label: offer.cta, href: '/contato', placement: offerPlacements[index] },
  })),
} satisfies { offers: readonly ServiceOffer[]; [key: string]: unknown }

export const servicesInPractice = services.inPractice

export const servicesProcess = services.process

export const servicesClosing = {
  ...services.closing,
  primary: { label: services.closing.primary, href: '/contato' },
  secondary: { label: services.closing.secondary, href: '/contato' },
} satisfies { primary: Cta; secondary: Cta; [key: string]: unknown }
