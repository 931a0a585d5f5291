import type { Cta } from './types'

export const notFound = {
  code: '404',
  title: 'Página não encontrada',
  description: 'A página que você está procurando não existe ou foi movida.',
  primary: { label: 'Voltar ao Início', href: '/' },
  secondary: { label: 'Falar Conosco', href: '/contato' },
} as const satisfies {
  code: string
  title: string
  description: string
  primary: Cta
  secondary: Cta
}

/** Fallback screen of the error boundaries (SPEC §2). */
export const unexpectedError = {
  title: 'Unexpected Application Error!',
  retry: 'Tentar novamente',
  backHome: 'Voltar ao início',
} as const
