/** The cookie banner (LGPD) and the control that reopens it. */
export const consentBanner = {
  title: 'Sua privacidade',
  description:
    'Usamos cookies de análise para entender como o site é usado, só se você aceitar. Cookies de publicidade ficam sempre desligados.',
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
