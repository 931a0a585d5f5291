/** The cookie banner (LGPD) and the control that reopens it. */
export const consentBanner = {
  title: 'Sua privacidade',
  /**
   * Short, so the banner stays a row or two on a computer and five lines on a 375 px phone,
   * below the home page's offer; it still says what "Rejeitar" leaves (Consent Mode's
   * cookieless signals), what withdrawing does (the consent script deletes the analytics
   * cookies), and that the chat, loaded on every page whatever the answer, receives the
   * visitor's address and browser.
   */
  description:
    'Cookies de análise, só se aceitar; de publicidade, nunca. Se rejeitar, o Google ainda pode receber sinais sem cookies, e os já gravados são apagados. O chat, em toda página, recebe IP e dados do navegador.',
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
