import { readContent } from '@/lib/content/read'

import { collections } from './collections'
import { addressLines, company, emailHref, factValues, phoneHref, whatsappHref } from './company'
import data from './data/contact.json'
import type { IconName } from './types'

/**
 * The contact page. Its copy is content/data/contact.json (edited at /admin/ or by hand);
 * the channels' numbers and addresses are the company's facts.
 */
const contact = readContent(collections.contact, data, factValues)

/** A way to reach the company, listed on /contato beside the form. */
export type ContactChannel = {
  /** WhatsApp opens in a new tab (or the app) and its clicks are tracked. */
  kind: 'phone' | 'whatsapp' | 'email' | 'address'
  icon: IconName
  title: string
  /** Lines of text; the first one is the link text when `href` is set. */
  lines: readonly string[]
  href?: string
}

export const contactHero = { ...contact.hero, companyName: company.name }

export const contactChannels = {
  title: contact.channels.title,
  description: contact.channels.description,
  channels: [
    {
      kind: 'phone',
      icon: 'phone',
      title: 'Telefone',
      lines: [company.phone, company.businessHours],
      href: phoneHref,
    },
    {
      kind: 'whatsapp',
      icon: 'whatsapp',
      title: 'WhatsApp',
      lines: [company.whatsapp, contact.channels.whatsappNote],
      href: whatsappHref,
    },
    {
      kind: 'email',
      icon: 'mail',
      title: 'E-mail',
      lines: [company.email, contact.channels.emailNote],
      href: emailHref,
    },
    {
      kind: 'address',
      icon: 'map-pin',
      title: 'Endereço',
      lines: addressLines,
    },
  ],
} as const satisfies { title: string; description: string; channels: readonly ContactChannel[] }

export const contactFormIntro = contact.form
