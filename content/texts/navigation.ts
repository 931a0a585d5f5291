import type { MenuEvent } from '@/lib/analytics/events'

import type { PagePath } from '../registry/pages'
import type { Cta } from '../schemas/card-options'

export type MenuItem = {
  label: string
  /** Route of the page; also what marks the item as the current page. */
  href: PagePath
  /** Analytics event the link sends when clicked. */
  event: MenuEvent
}

/** The header's call to action; on /contato it scrolls to the element with this id instead. */
export const headerCta = {
  label: 'Falar com Especialista',
  href: '/contato',
  placement: 'header',
} as const satisfies Cta & { href: PagePath }

export const chatbotAnchorId = 'chatbot'

/** The one label of every link or button that leads back to the home page. */
export const backHomeLabel = 'Voltar ao Início'

export const headerLabels = {
  home: 'Página inicial',
  menu: 'Menu principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  skipToContent: 'Pular para o conteúdo',
  whatsapp: 'Conversar pelo WhatsApp',
} as const

export type FooterLink = {
  label: string
  href: string
  /** True for pages outside the shared layout, reached with a full page load. */
  reload?: boolean
}

export const footer = {
  quickLinksTitle: 'Links Rápidos',
  servicesTitle: 'Serviços',
  services: [
    { label: 'Outsourcing de TI', href: '/servicos' },
    { label: 'Monitoramento 24h', href: '/servicos' },
    { label: 'Cibersegurança', href: '/servicos' },
    { label: 'Service Desk', href: '/servicos' },
  ],
  readingTitle: 'Conteúdos',
  contactTitle: 'Contato',
  phoneLabel: 'Telefone',
  emailLabel: 'E-mail',
  whatsappLabel: 'WhatsApp',
  cnpjLabel: 'CNPJ',
  rights: 'Todos os direitos reservados.',
} as const satisfies {
  services: readonly FooterLink[]
  [key: string]: unknown
}

/**
 * What every page of a preview build says (`SITE_PREVIEW=1`): it is published
 * while examples remain, at an address of its own, for the staff to replace them.
 */
export const previewBanner = {
  label: 'Prévia',
  text: 'Prévia: este site ainda tem dados de exemplo e não está publicado.',
}

/**
 * What a testimonial, a case study or a service's page still flagged `example` says on
 * itself, wherever it shows (the preview, the builds never published, the editor's preview): it was invented,
 * and nobody at the company confirmed it. The release build refuses examples.
 */
export const exampleMark = 'Exemplo'
