import { addressLines, company, emailHref, phoneHref, whatsappHref } from './company'
import type { IconName } from './types'

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

export const contactHero = {
  title: 'Contato - Consultoria em TI',
  companyName: company.name,
  description:
    'Conte do que sua empresa precisa e receba a orientação de um especialista, com primeira resposta em até 2 horas úteis.',
  reassurances: ['Consulta especializada', 'Sem compromisso'],
} as const

export const contactChannels = {
  title: 'Entre em Contato',
  description: 'Escolha o canal que preferir. Será um prazer atender você.',
  channels: [
    {
      kind: 'phone',
      icon: 'phone',
      title: 'Telefone',
      lines: [company.phone.display, company.businessHours],
      href: phoneHref,
    },
    {
      kind: 'whatsapp',
      icon: 'whatsapp',
      title: 'WhatsApp',
      lines: [company.whatsapp.display, 'Converse com a nossa equipe pelo celular'],
      href: whatsappHref,
    },
    {
      kind: 'email',
      icon: 'mail',
      title: 'E-mail',
      lines: [company.email, 'Primeira resposta em até 2 horas úteis'],
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

export const contactFormIntro = {
  title: 'Envie sua mensagem',
  description: 'Preencha o formulário e um especialista entrará em contato com você.',
} as const
