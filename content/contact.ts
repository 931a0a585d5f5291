import { addressLines, company, emailHref, phoneHref } from './company'
import type { IconName } from './types'

/** A way to reach the company, shown as a card on /contato. */
export type ContactChannel = {
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
    'Conte o que sua empresa precisa e receba a orientação de um especialista, com resposta em até 2 horas úteis.',
  reassurances: ['Consulta especializada', 'Sem compromisso'],
} as const

export const contactChannels = {
  title: 'Entre em Contato',
  description: 'Escolha o canal que preferir. Será um prazer atender você.',
  channels: [
    {
      icon: 'phone',
      title: 'Telefone',
      lines: [company.phone.display, company.businessHours],
      href: phoneHref,
    },
    {
      icon: 'mail',
      title: 'E-mail',
      lines: [company.email, 'Respondemos em até 2 horas úteis'],
      href: emailHref,
    },
    {
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
