/** The cookie banner (LGPD) and the control that reopens it. */
export const consentBanner = {
  title: 'Sua privacidade',
  /**
   * Short, so the banner stays a row or two on a computer and a few lines on a phone; it
   * still says what "Rejeitar" leaves (Consent Mode's cookieless signals), what
   * withdrawing does (the consent script deletes the analytics cookies), and that the chat,
   * which loads on every page whatever the answer, receives the visitor's address.
   */
  description:
    'Usamos cookies de análise só se você aceitar; de publicidade, nunca. Se rejeitar, o Google ainda pode receber sinais sem cookies, e os cookies de análise já gravados são apagados. O chat, em todas as páginas, recebe o seu IP e os dados do navegador em qualquer caso.',
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
