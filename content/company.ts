import type { z } from 'zod'

import { readContent } from '@/lib/data-files/read'
import { companyDetails } from './company-details'

import data from './data/company.json'
import { companySchema } from './schemas'

/**
 * The company's public facts (content/data/company.json, edited at /admin/ or by hand):
 * the one place for its name, registration, phone, WhatsApp, e-mail, address, hours, visit
 * region and data protection officer. Pages, metadata, structured data, the privacy
 * policy, the WhatsApp greeting and the tests all read them from here. The build checks
 * each one (content/schemas.ts) and stops on a malformed value.
 *
 * `examples` lists the facts that are still invented: `npm run build:release` refuses to
 * publish while any is left (docs/lancamento.md is the launch checklist).
 */
export type Company = z.output<typeof companySchema>

/**
 * Its file, its name in the editor and its schema, as content/collections.ts lists it:
 * declared here, which everything reads, so that reading it needs no other module.
 */
export const companyCollection = {
  file: 'content/data/company.json',
  label: 'Dados da empresa',
  schema: companySchema,
}

export const company = readContent(companyCollection, data)

export const {
  phoneHref,
  phoneE164,
  emailHref,
  privacyEmailHref,
  whatsappGreeting,
  whatsappHref,
  addressLines,
  factValues,
} = companyDetails(company)
