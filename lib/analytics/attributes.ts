import { menuEvents, menuPlacements, specialistPlacements, whatsappPlacements } from './events'
import type {
  AnalyticsEvent,
  EventParams,
  LinkClick,
  MenuEvent,
  MenuPlacement,
  SpecialistPlacement,
  WhatsappPlacement,
} from './events'

/**
 * Tracking attributes: the one convention for every tracked link. They let tag managers
 * and audits find the elements in the HTML, and `TrackClicks` sends an event for each
 * click on an element that carries them:
 * - `data-track-event`: the event the click sends;
 * - `data-track-category`: 'menu' (header menu links), 'cta' (the "Falar com Especialista"
 *   family of calls to action), 'contact' (WhatsApp click-to-chat links) or 'chat'
 *   (reserved for the chat widget, which the site does not render: its click is tracked
 *   by `ChatBubble`);
 * - `data-track-action`: always 'click';
 * - `data-track-label`: the placement, sent as the event's `placement`.
 * The event's `link_text` is the element's visible text and `link_url` its href.
 */
export type TrackAttributes = {
  'data-track-event': AnalyticsEvent
  'data-track-category': 'menu' | 'cta' | 'contact' | 'chat'
  'data-track-action': 'click'
  'data-track-label': string
}

export function menuLinkAttributes(event: MenuEvent, placement: MenuPlacement): TrackAttributes {
  return {
    'data-track-event': event,
    'data-track-category': 'menu',
    'data-track-action': 'click',
    'data-track-label': placement,
  }
}

export function specialistLinkAttributes(placement: SpecialistPlacement): TrackAttributes {
  return {
    'data-track-event': 'click_falar_especialista',
    'data-track-category': 'cta',
    'data-track-action': 'click',
    'data-track-label': placement,
  }
}

export function whatsappLinkAttributes(placement: WhatsappPlacement): TrackAttributes {
  return {
    'data-track-event': 'click_whatsapp',
    'data-track-category': 'contact',
    'data-track-action': 'click',
    'data-track-label': placement,
  }
}

/** The events whose data is a link click. */
type LinkEvent = {
  [E in AnalyticsEvent]: EventParams[E] extends LinkClick<string> ? E : never
}[AnalyticsEvent]

/** A click on a tracked link, ready for `track()`. */
export type LinkClickEvent = { [E in LinkEvent]: { event: E; params: EventParams[E] } }[LinkEvent]

/** What a tracked element says about itself: its attributes, visible text and href. */
export type TrackedElement = {
  event: string | null
  label: string | null
  text: string
  href: string | null
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return (values as readonly (string | null)[]).includes(value)
}

/**
 * Turns a clicked element's tracking attributes into its event, or null when they do not
 * name an event and placement the site sends: a mislabelled element sends nothing rather
 * than an event the reports do not expect.
 */
export function linkClickEvent({
  event,
  label,
  text,
  href,
}: TrackedElement): LinkClickEvent | null {
  const link = { link_text: text.replace(/\s+/g, ' ').trim(), link_url: href ?? '' }
  if (isOneOf(menuEvents, event) && isOneOf(menuPlacements, label)) {
    return { event, params: { ...link, placement: label } }
  }
  if (event === 'click_falar_especialista' && isOneOf(specialistPlacements, label)) {
    return { event, params: { ...link, placement: label } }
  }
  if (event === 'click_whatsapp' && isOneOf(whatsappPlacements, label)) {
    return { event, params: { ...link, placement: label } }
  }
  return null
}
