import { readContent } from '@/lib/content/read'
import { phoneForms } from '@/lib/phone-numbers'

import { collections } from './collections'
import data from './data/company.json'
import type { FactToken } from './fields'

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
export const company = readContent(collections.company, data)

/**
 * The phone and WhatsApp numbers are kept once, as people read them; their links and
 * international form are derived (lib/phone-numbers.ts).
 */
const phone = phoneForms(company.phone)
const whatsapp = phoneForms(company.whatsapp)

export const phoneHref = phone.tel
/** The phone in international (E.164) form, as structured data gives it. */
export const phoneE164 = phone.e164
export const emailHref = `mailto:${company.email}`
export const privacyEmailHref = `mailto:${company.privacyOfficer.email}`

/** What the visitor's WhatsApp opens with, ready to send. */
export const whatsappGreeting = `Olá! Vim pelo site da ${company.name} e gostaria de falar com um especialista.`

/** WhatsApp click-to-chat: opens a chat with the company, the greeting already typed. */
export const whatsappHref = `https://wa.me/${whatsapp.waDigits}?text=${encodeURIComponent(whatsappGreeting)}`

/**
 * The address as the contact card and the policy show it. Non-breaking spaces keep the
 * city with its state and "CEP" with its number when the line wraps on a phone.
 */
export const addressLines = [
  `${company.address.street}\u00a0– ${company.address.district}`,
  `${company.address.city}\u00a0–\u00a0${company.address.state}, CEP\u00a0${company.address.postalCode}`,
] as const

/** The facts a text of the content may repeat by name, as `{empresa}` (content/fields.ts). */
export const factValues = {
  empresa: company.name,
  cidade: company.address.city,
  regiaoDeVisita: company.visitRegion,
  razaoSocial: company.legalName,
  cnpj: company.cnpj,
  endereco: addressLines.join(', '),
  encarregado: company.privacyOfficer.name,
  emailEncarregado: company.privacyOfficer.email,
} as const satisfies Record<FactToken, string>
