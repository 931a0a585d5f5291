import { readContent } from '@/lib/data-files/read'
import { companyDetails } from './company-details'

import data from '../data/company.json'
import { companySchema } from '../schemas/company-schema'

export type { Company } from '../schemas/company-schema'

/**
 * Its file, its name in the editor and its schema, as `collections` lists it:
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
  privacyOfficer,
  privacyEmailHref,
  whatsappGreeting,
  whatsappHref,
  addressLines,
  factValues,
} = companyDetails(company)
