/**
 * The third-party chat widget on every page: a Chaindesk-style ES module whose default
 * export starts the floating bubble with `initBubble({ agentId })`.
 */

/**
 * The version of the vendor's module the site loads by default, pinned: what it loads and
 * keeps in the browser below, and the privacy policy's cookie table, were read from this
 * version's source. A newer one is adopted by reading its source again, then changing this.
 */
export const CHAT_MODULE_VERSION = '1.0.217'

/** The module at that version, from jsDelivr's copy of the npm package. */
export const CHAT_MODULE_URL = `https://cdn.jsdelivr.net/npm/@chaindesk/embeds@${CHAT_MODULE_VERSION}/dist/chatbox/index.js`

/** How often and for how long to look for the bubble's button: every 500 ms, up to 10 s. */
export const CHAT_POLL_INTERVAL_MS = 500
export const CHAT_POLL_TIMEOUT_MS = 10_000

/**
 * The widget's own service (Chaindesk's dashboard host, built into the vendor's module):
 * the module asks it for the agent (`GET /api/agents/{agentId}`) before it draws the
 * launcher, then sends the conversation there.
 */
export const CHAT_SERVICE_ORIGIN = 'https://app.chaindesk.ai'

/** Where the vendor keeps agent icons and attachments: images, downloads, audio, video. */
const CHAT_FILES_ORIGIN = 'https://s3.chaindesk.ai'

/**
 * The widget's stylesheet. The module links this `@latest` path whatever version of the
 * module the page loads: it is compiled into the module.
 */
export const CHAT_STYLESHEET_URL =
  'https://cdn.jsdelivr.net/npm/@chaindesk/embeds@latest/dist/chatbox/index.css'

/** Google Fonts' stylesheet endpoint, which the module links for its two typefaces. */
export const CHAT_FONTS_STYLESHEET_URL = 'https://fonts.googleapis.com/css2'

/**
 * Everything the vendor's module loads besides itself, by Content-Security-Policy
 * directive, each source as narrow as the module allows: read from the published source
 * of `@chaindesk/embeds` 1.0.217. When it starts, the module attaches an open shadow root
 * to its element, links Google Fonts' stylesheet (font files from fonts.gstatic.com) and
 * its own stylesheet there, writes Emotion `<style>` elements (allowed by the site's
 * `'unsafe-inline'` styles), asks the service for the agent, and shows the launcher with
 * an icon from the service's images; agent icons and attachments come from its file host.
 * The policy (`policyDirectives`) adds these with the module's own URL; a change of
 * vendor or version starts here.
 */
export const chatVendorSources = {
  style: [CHAT_FONTS_STYLESHEET_URL, CHAT_STYLESHEET_URL],
  font: ['https://fonts.gstatic.com'],
  img: [`${CHAT_SERVICE_ORIGIN}/images/`, CHAT_FILES_ORIGIN],
  media: [CHAT_FILES_ORIGIN],
  connect: [CHAT_SERVICE_ORIGIN, CHAT_FILES_ORIGIN],
} as const

/**
 * What the vendor's module keeps in the site's `localStorage`, read from the source
 * `@chaindesk/embeds` 1.0.217 was built from (github.com/gmpetrov/databerry, the commit
 * that released it, 3cb9504: `packages/ui/src/hooks/useChat.ts`, `useRateLimit.ts` and
 * `ChatBoxLoader.tsx`, bundled into `dist/chatbox/index.js`). The module writes nothing
 * when it starts (unless the agent has a usage limit per interval: then the counter is set
 * to `0` at every interval from the page's load); the first answer to a message writes the
 * visitor's and the conversation's ids and, once the answer is complete, the counter. No
 * item carries an expiry: each stays until the visitor clears the site's data. The privacy
 * policy's cookie table names each one (`{chaveChat…}`, `storageValues`), and the e2e
 * stand-in (`vendorModule`) writes them so.
 */
export const chatVendorStorage = {
  /** The visitor's id, as the service returns it with each answer; rewritten each time. */
  visitor: 'visitorId',
  /**
   * The conversation's id, under this prefix and the agent's id (`localStorageConversationIdKey`
   * in ChatBoxLoader): made by the module for the first message, written with each answer
   * as the service returns it, and emptied when the visitor starts a new conversation.
   */
  conversationPrefix: 'iFrameConversationId-',
  /**
   * How many messages the visitor has sent, for the vendor's usage limit: raised by one
   * after each answer; set back to `0` every interval when the agent has a limit per interval.
   */
  rateLimit: 'rateLimitCount',
} as const

/** The conversation's key for an agent, as the module builds it. */
export const chatConversationKey = (agentId: string) =>
  `${chatVendorStorage.conversationPrefix}${agentId}`

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
