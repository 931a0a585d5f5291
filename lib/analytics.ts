import type { MenuEvent } from '@/content/navigation'
import type { SpecialistPlacement } from '@/content/types'

/**
 * The one way the site reports what visitors do (SPEC §7). Every event is pushed to
 * `window.dataLayer`, so it is queued even when Google Tag Manager is not configured or is
 * blocked, and carries the page it happened on.
 */

type LinkClick<Placement extends string> = {
  link_text: string
  link_url: string
  placement: Placement
}

/** Identifiers shared by every contact-form event. */
export type FormIds = {
  form_id: string
  submission_id: string
  session_id: string
}

export type MenuPlacement = 'header_menu' | 'header_menu_mobile'

/** Every event the site sends, with the data each one carries. */
export type EventParams = { [E in MenuEvent]: LinkClick<MenuPlacement> } & {
  click_falar_especialista: LinkClick<SpecialistPlacement>
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

function currentPage(): PageContext {
  return {
    page_title: document.title,
    page_path: window.location.pathname,
    page_hostname: window.location.hostname,
  }
}

/**
 * Queues an item for Google Tag Manager, which reads the queue when (and if) it loads.
 * @next/third-parties' `sendGTMEvent` does the same, but its CommonJS module also carries
 * `next/script` into every page's first load (3.5 KB gzip) for this one push.
 */
export function pushToDataLayer(item: unknown): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(item)
}

declare global {
  interface Window {
    /** Google Tag Manager's queue (events, gtag commands), read by GTM when it loads. */
    dataLayer?: unknown[]
  }
}

/** Sends one event. Call from the browser only (event handlers and effects). */
export function track<E extends AnalyticsEvent>(event: E, params: EventParams[E]): void {
  pushToDataLayer(buildEventPayload(event, params, currentPage()))
}

/**
 * Tracking attributes: the one convention for every tracked element. They let tag
 * managers and audits find the elements in the HTML, and `components/analytics/track-clicks.tsx`
 * sends an event for each click on an element that carries them:
 * - `data-track-event`: the event the click sends;
 * - `data-track-category`: 'menu' (header menu links), 'cta' (the "Falar com Especialista"
 *   family of calls to action) or 'chat' (reserved for the chat widget, which the site
 *   does not render: its click is tracked by `components/chat/chat-bubble.tsx`);
 * - `data-track-action`: always 'click';
 * - `data-track-label`: the placement, sent as the event's `placement`.
 * The event's `link_text` is the element's visible text and `link_url` its href.
 */
export type TrackAttributes = {
  'data-track-event': AnalyticsEvent
  'data-track-category': 'menu' | 'cta' | 'chat'
  'data-track-action': 'click'
  'data-track-label': string
}

export function specialistLinkAttributes(placement: SpecialistPlacement): TrackAttributes {
  return {
    'data-track-event': 'click_falar_especialista',
    'data-track-category': 'cta',
    'data-track-action': 'click',
    'data-track-label': placement,
  }
}

export function menuLinkAttributes(event: MenuEvent, placement: MenuPlacement): TrackAttributes {
  return {
    'data-track-event': event,
    'data-track-category': 'menu',
    'data-track-action': 'click',
    'data-track-label': placement,
  }
}

// Runtime copies of the unions, so a click on a mislabelled element sends nothing rather
// than an event the reports do not expect. `satisfies` keeps each one complete.
const menuEvents = {
  click_menu_home: true,
  click_menu_sobre: true,
  click_menu_servicos: true,
  click_menu_contato: true,
} as const satisfies Record<MenuEvent, true>

const menuPlacements = {
  header_menu: true,
  header_menu_mobile: true,
} as const satisfies Record<MenuPlacement, true>

const specialistPlacements = {
  header: true,
  modern_services: true,
  home_cta_final: true,
  services_hero: true,
  services_outsourcing: true,
  services_monitoring: true,
  services_cybersecurity: true,
  services_service_desk: true,
} as const satisfies Record<SpecialistPlacement, true>

function isKeyOf<T extends object>(table: T, key: string | null): key is Extract<keyof T, string> {
  return key !== null && Object.hasOwn(table, key)
}

/** A click on a tracked link, ready for `track()`. */
export type LinkClickEvent =
  | { event: MenuEvent; params: LinkClick<MenuPlacement> }
  | { event: 'click_falar_especialista'; params: LinkClick<SpecialistPlacement> }

/** What a tracked element says about itself: its attributes, visible text and href. */
export type TrackedElement = {
  event: string | null
  label: string | null
  text: string
  href: string | null
}

/**
 * Turns a clicked element's tracking attributes into its event, or null when they do not
 * name an event and placement the site sends.
 */
export function linkClickEvent({
  event,
  label,
  text,
  href,
}: TrackedElement): LinkClickEvent | null {
  const link_text = text.replace(/\s+/g, ' ').trim()
  const link_url = href ?? ''
  if (isKeyOf(menuEvents, event) && isKeyOf(menuPlacements, label)) {
    return { event, params: { link_text, link_url, placement: label } }
  }
  if (event === 'click_falar_especialista' && isKeyOf(specialistPlacements, label)) {
    return { event, params: { link_text, link_url, placement: label } }
  }
  return null
}
