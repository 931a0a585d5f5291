import type { z } from 'zod'

import { readContent } from '@/lib/content/read'

import { collections } from './collections'
import { factValues } from './company'
import data from './data/about.json'
import type { aboutSchema } from './page-schemas'
import type { Cta } from './types'

/**
 * The about page. Its copy is content/data/about.json (edited at /admin/ or by hand);
 * where its buttons lead is set here.
 */
const about = readContent(collections.about, data, factValues)

/** A milestone of the company's history: '2013', '2018' or 'Hoje', a title, a sentence. */
export type Milestone = z.output<typeof aboutSchema>['history']['milestones'][number]

export const aboutHero = {
  ...about.hero,
  cta: { label: about.hero.cta, href: '/contato' },
} satisfies { cta: Cta; [key: string]: unknown }

export const aboutHistory = about.history

export const aboutPurpose = about.purpose

export const aboutApproach = about.approach

export const aboutStats = about.stats

export const aboutPrinciples = about.principles

export const aboutClosing = {
  ...about.closing,
  cta: { label: about.closing.cta, href: '/contato' },
} satisfies { cta: Cta; [key: string]: unknown }
