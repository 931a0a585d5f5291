import type { z } from 'zod'

import { readContent } from '@/lib/data-files/read'

import { collections } from '../registry/collections'
import { factValues } from './company'
import data from '../data/testimonials.json'
import type { testimonialSchema } from '../schemas/testimonials-schema'

/**
 * A client's words about the company; the site shows five, always the same. One marked
 * `example` is invented: `npm run build:release` refuses to publish while any is left.
 */
export type Testimonial = z.output<typeof testimonialSchema>

/** The testimonials (edited at /admin/ or by hand). */
export const { testimonials } = readContent(collections.testimonials, data, factValues)

/** Names of the testimonial carousel's controls, read by screen readers. */
export const testimonialCarouselLabels = {
  previous: 'Depoimento anterior',
  next: 'Próximo depoimento',
  pause: 'Pausar a troca automática de depoimentos',
  play: 'Retomar a troca automática de depoimentos',
  /** Name of the dot that shows testimonial `n` (counted from 1). */
  goTo: (n: number) => `Ir para o depoimento ${n}`,
  /** Name of slide `n` of `total`. */
  slide: (n: number, total: number) => `${n} de ${total}`,
} as const
