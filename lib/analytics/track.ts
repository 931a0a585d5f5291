import type * as ThirdParties from '@next/third-parties/google'

import { buildEventPayload } from './events'
import type { AnalyticsEvent, EventParams, PageContext } from './events'

type TagManagerModule = typeof ThirdParties

let tagManager: Promise<TagManagerModule> | undefined

/**
 * @next/third-parties, fetched once, apart from the page's first load. Its CommonJS entry
 * brings `next/script` and the package's Analytics, Maps and YouTube embeds with
 * `sendGTMEvent`: imported statically it put 4.4 KB gzip on every page's first load, and
 * the home page over its budget. Loaded here, the first load carries 2.0 KB less; the
 * rest arrives when the page is idle (`preloadTagManager`) or with the first event,
 * whichever comes first. A failed fetch is tried again by the next event.
 */
function loadTagManager(): Promise<TagManagerModule> {
  tagManager ??= import('@next/third-parties/google').catch((error: unknown) => {
    tagManager = undefined
    throw error
  })
  return tagManager
}

/** Fetches the package ahead of the first event; for when the page is idle after loading. */
export function preloadTagManager(): void {
  loadTagManager().catch(() => undefined)
}

function currentPage(): PageContext {
  return {
    page_title: document.title,
    page_path: window.location.pathname,
    page_hostname: window.location.hostname,
  }
}

/**
 * Sends one event through @next/third-parties' `sendGTMEvent`, which queues it in
 * `window.dataLayer` even when Google Tag Manager is not configured or is blocked. The
 * event carries the page it happened on, read when `track` is called, so a click that
 * moves the router to another page still reports the page it was made on. Events keep
 * the order of the calls. Call from the browser only (event handlers and effects).
 */
export function track<E extends AnalyticsEvent>(event: E, params: EventParams[E]): void {
  const payload = buildEventPayload(event, params, currentPage())
  loadTagManager().then(
    ({ sendGTMEvent }) => sendGTMEvent(payload),
    () => undefined,
  )
}
