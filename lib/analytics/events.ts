/**
 * Every analytics event the site sends and the data each one carries. The names and
 * placements are declared once, here, as `const` arrays: the content, the code that sends
 * the events and the tests all read them from this file. No imports, so the e2e suite can
 * load it as it is.
 */

/** The header menu's events, one per link. */
export const menuEvents = [
  'click_menu_home',
  'click_menu_sobre',
  'click_menu_servicos',
  'click_menu_contato',
] as const
export type MenuEvent = (typeof menuEvents)[number]

/** Where a header menu link is: the desktop bar or the phone's menu. */
export const menuPlacements = ['header_menu', 'header_menu_mobile'] as const
export type MenuPlacement = (typeof menuPlacements)[number]

/** The "Falar com Especialista" family of calls to action (`click_falar_especialista`). */
export const specialistPlacements = [
  'header',
  'modern_services',
  'home_cta_final',
  'services_hero',
  'services_outsourcing',
  'services_monitoring',
  'services_cybersecurity',
  'services_service_desk',
  'blog_post',
  'case_study',
  'service_page',
] as const
export type SpecialistPlacement = (typeof specialistPlacements)[number]

/** The WhatsApp click-to-chat links (`click_whatsapp`). */
export const whatsappPlacements = ['header', 'contact_channels', 'footer'] as const
export type WhatsappPlacement = (typeof whatsappPlacements)[number]

/** A click on a tracked link: its visible text, its href and where it is. */
export type LinkClick<Placement extends string> = {
  link_text: string
  link_url: string
  placement: Placement
}

/**
 * Identifiers shared by every contact-form event. The tab's session id identifies the
 * visitor across events, so it goes out only with analytics consent.
 */
export type FormIds = {
  form_id: string
  submission_id: string
  session_id?: string
}

/** Every event the site sends, with the data each one carries. */
export type EventParams = { [E in MenuEvent]: LinkClick<MenuPlacement> } & {
  click_falar_especialista: LinkClick<SpecialistPlacement>
  click_whatsapp: LinkClick<WhatsappPlacement>
  click_chat_bubble: { element_type: 'chat_bubble'; placement: 'floating_button' }
  contact_page_view: Omit<FormIds, 'submission_id'> & { submission_id?: string }
  contact_form_submit_attempt: FormIds
  contact_form_submit_success: FormIds
  contact_form_submit_error: FormIds & { error_message: string }
}

export type AnalyticsEvent = keyof EventParams

/** Where the event happened; added to every event. */
export type PageContext = {
  page_title: string
  page_path: string
  page_hostname: string
}

export type EventPayload<E extends AnalyticsEvent> = { event: E } & EventParams[E] & PageContext

export function buildEventPayload<E extends AnalyticsEvent>(
  event: E,
  params: EventParams[E],
  page: PageContext,
): EventPayload<E> {
  return { event, ...params, ...page }
}
