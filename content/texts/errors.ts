import { backHomeLabel } from './navigation'
import type { Cta } from '../schemas/card-options'

export const notFound = {
  code: '404',
  title: 'Página não encontrada',
  description: 'A página que você está procurando não existe ou foi movida.',
  primary: { label: backHomeLabel, href: '/' },
  secondary: { label: 'Falar Conosco', href: '/contato' },
} as const satisfies {
  code: string
  title: string
  description: string
  primary: Cta
  secondary: Cta
}

/** Fallback screen of the error boundaries; its title is the router's own wording. */
export const unexpectedError = {
  title: 'Unexpected Application Error!',
  retry: 'Tentar novamente',
  backHome: backHomeLabel,
} as const
