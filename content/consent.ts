/** The cookie banner (LGPD) and the control that reopens it. */
export const consentBanner = {
  title: 'Sua privacidade',
  /** Short, so the banner stays one row on a computer and a few lines on a phone. */
  description: 'Usamos cookies de análise só se você aceitar; de publicidade, nunca.',
  policyLink: { label: 'Política de Privacidade', href: '/politica-de-privacidade/' },
  accept: 'Aceitar',
  reject: 'Rejeitar',
  /** Label of the footer control that reopens the banner. */
  reopen: 'Preferências de cookies',
} as const satisfies {
  title: string
  description: string
  policyLink: { label: string; href: string }
  accept: string
  reject: string
  reopen: string
}
