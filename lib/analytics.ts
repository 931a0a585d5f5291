import { sendGTMEvent } from '@next/third-parties/google'

import type { MenuEvent } from '@/content/navigation'
import type { SpecialistPlacement } from '@/content/types'

/**
 * The one way the site reports what visitors do (SPEC §7). Every event is pushed to
 * `window.dataLayer` through @next/third-parties, so it is queued even when Google Tag
 * Manager is not configured or is blocked, and carries the page it happened on.
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

export function currentPage(): PageContext {
  return {
    page_title: document.title,
    page_path: window.location.pathname,
    page_hostname: window.location.hostname,
  }
}

/** Sends one event. Call from the browser only (event handlers and effects). */
export function track<E extends AnalyticsEvent>(event: E, params: EventParams[E]): void {
  sendGTMEvent(buildEventPayload(event, params, currentPage()))
}

/**
 * Tracking attributes carried by every tracked element, so tag managers and audits can
 * find them in the HTML. The values follow one convention:
 * - `data-track-event`: the event the click sends;
 * - `data-track-category`: 'menu' (header menu), 'cta' (calls to action) or 'chat';
 * - `data-track-action`: always 'click';
 * - `data-track-label`: the placement (where on the site the element sits).
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
