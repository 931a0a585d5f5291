/**
 * The third-party chat widget on every page: a Chaindesk-style ES module whose default
 * export starts the floating bubble with `initBubble({ agentId })`.
 */

/** How often and for how long to look for the bubble's button: every 500 ms, up to 10 s. */
export const CHAT_POLL_INTERVAL_MS = 500
export const CHAT_POLL_TIMEOUT_MS = 10_000

/**
 * The widget's own service, which its module calls for the agent's settings and answers
 * (Chaindesk's dashboard host, built into the vendor's module). The site's
 * Content-Security-Policy lets the page connect to it.
 */
export const CHAT_SERVICE_ORIGIN = 'https://app.chaindesk.ai'

/** The widget's custom element; its open shadow root holds the launcher button. */
const BUBBLE_HOST = 'chaindesk-chatbox-bubble'
const BUBBLE_BUTTON = 'button.chaindesk-launcher'

/** The bubble's button once the widget has drawn it, in its shadow root or the page. */
export function findChatBubbleButton(doc: Document): HTMLElement | null {
  const host = doc.querySelector(BUBBLE_HOST)
  return (
    host?.shadowRoot?.querySelector<HTMLElement>(BUBBLE_BUTTON) ??
    doc.querySelector<HTMLElement>(BUBBLE_BUTTON)
  )
}

/**
 * Source of the module script that starts the widget. The import is dynamic so that a
 * blocked, offline or broken vendor ends in the catch instead of an uncaught error.
 */
export function chatLoaderSource(scriptUrl: string, agentId: string): string {
  return [
    `import(${JSON.stringify(scriptUrl)})`,
    `.then(function(m){var c=m.default||window.Chatbox;return c.initBubble({agentId:${JSON.stringify(agentId)}})})`,
    '.catch(function(){})',
  ].join('')
}
