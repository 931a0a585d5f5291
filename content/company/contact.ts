import { companyDetails, privacyOfficerWords } from './company-details'

import type { Company } from './company'
import type { ContactContent } from '../schemas/page-schemas'
import type { IconName } from '../schemas/card-options'

/** A way to reach the company, listed on /contato beside the form. */
export type ContactChannel = {
  /** WhatsApp opens in a new tab (or the app) and its clicks are tracked. */
  kind: 'phone' | 'whatsapp' | 'email' | 'address' | 'privacy-officer'
  icon: IconName
  title: string
  /** Who answers there, above the lines. */
  who?: string
  /** Lines of text; the first one is the link text when `href` is set. */
  lines: readonly string[]
  href?: string
}

/**
 * The contact page's channels: the company's numbers and addresses, and its data protection
 * officer, with the notes under them from the page's copy.
 */
export function contactChannels(
  notes: Pick<
    ContactContent['channels'],
    'whatsappNote' | 'emailNote' | 'emergencyNote' | 'privacyOfficerNote'
  >,
  company: Company,
): ContactChannel[] {
  const details = companyDetails(company)
  return [
    {
      kind: 'phone',
      icon: 'phone',
      title: 'Telefone',
      lines: [company.phone, company.businessHours, notes.emergencyNote],
      href: details.phoneHref,
    },
    {
      kind: 'whatsapp',
      icon: 'whatsapp',
      title: 'WhatsApp',
      lines: [company.whatsapp, notes.whatsappNote],
      href: details.whatsappHref,
    },
    {
      kind: 'email',
      icon: 'mail',
      title: 'E-mail',
      lines: [company.email, notes.emailNote],
      href: details.emailHref,
    },
    { kind: 'address', icon: 'map-pin', title: 'Endereço', lines: details.addressLines },
    // Resolução CD/ANPD nº 18/2024 asks for the officer's identity and contact on the site.
    {
      kind: 'privacy-officer',
      icon: 'shield-check',
      title: privacyOfficerWords.title,
      who: details.privacyOfficer,
      lines: [company.privacyOfficer.email, notes.privacyOfficerNote],
      href: details.privacyEmailHref,
    },
  ]
}

/** The channels the offer after a failed send carries a message by, as its links take them. */
export type FallbackChannelAddresses = { whatsappDigits?: string; email?: string }

/**
 * The channels the offer after a failed send may carry the visitor's message by: the
 * company's WhatsApp and e-mail, save, in a preview, one whose fact is still an example,
 * which would hand what the visitor wrote to whoever holds that number or address. Only the
 * preview is published with examples (the release build refuses them); the builds never
 * published keep both, so that their links can be tested.
 */
export function fallbackChannels(
  company: Company,
  { preview }: { preview: boolean },
): FallbackChannelAddresses {
  const offered = (fact: 'whatsapp' | 'email') => !(preview && company.examples.includes(fact))
  return {
    ...(offered('whatsapp') && { whatsappDigits: companyDetails(company).whatsappDigits }),
    ...(offered('email') && { email: company.email }),
  }
}
