import type { z } from 'zod'

import { readContent } from '@/lib/content/read'

import { collections } from './collections'
import { factValues } from './company'
import data from './data/home.json'
import type { homeSchema } from './page-schemas'
import type { Cta } from './types'

/**
 * The home page. Its copy is content/data/home.json (edited at /admin/ or by hand); where
 * each button leads and how analytics counts it are set here.
 */
const home = readContent(collections.home, data, factValues)

/** A card of the home page's services grid: icon, title, description and its gradient. */
export type ServiceCard = z.output<typeof homeSchema>['services']['cards'][number]

export const homeHero = {
  ...home.hero,
  primaryCta: { label: home.hero.primaryCta, href: '/contato' },
  secondaryCta: { label: home.hero.secondaryCta, href: '/contato' },
  /** The hero's picture is decoration: the text beside it says everything. */
  imageAlt: '',
} satisfies { primaryCta: Cta; secondaryCta: Cta; [key: string]: unknown }

export const homeServices = {
  ...home.services,
  /** Every card leads to the services page. */
  cardHref: '/servicos',
  cta: { label: home.services.cta, href: '/contato', placement: 'modern_services' },
} satisfies { cta: Cta; [key: string]: unknown }

export const homeMission = home.mission

export const homeWhyUs = home.whyUs

export const homeTestimonialsIntro = home.testimonials

export const homeFinalCta = {
  ...home.finalCta,
  primary: { label: home.finalCta.primary, href: '/contato', placement: 'home_cta_final' },
  secondary: { label: home.finalCta.secondary, href: '/servicos' },
} satisfies { primary: Cta; secondary: Cta; [key: string]: unknown }
