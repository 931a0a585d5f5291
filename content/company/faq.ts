import type { z } from 'zod'

import { readContent } from '@/lib/data-files/read'

import { collections } from '../registry/collections'
import { factValues } from './company'
import data from '../data/faq.json'
import type { faqItemSchema, faqSchema } from '../schemas/faq-schema'

/** A frequently asked question on /contato. */
export type FaqItem = z.output<typeof faqItemSchema>

/** The FAQ as the contact page shows it: title, sentence, questions and a closing note. */
export type Faq = z.output<typeof faqSchema>

/** The contact page's FAQ (edited at /admin/ or by hand). */
export const faq = readContent(collections.faq, data, factValues)
