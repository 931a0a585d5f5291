import { z } from 'zod'

import { CHAT_MODULE_URL } from './chat'
import { workerRoutes } from './worker-routes'

/**
 * Build-time settings. `next build` inlines each NEXT_PUBLIC_* value, so every one must be
 * read by its full literal name below. A malformed value fails the build with a message
 * naming the variable, instead of shipping a site that silently sends nowhere.
 *
 * Read this module from server components only and hand the values to client components
 * as props: importing it in the browser would ship zod to every page.
 */

/** Placeholder defaults; each is documented under "Build settings" in lib's guide. */
export const defaults = {
  siteUrl: 'https://www.horizonteti.example',
  contactWebhookUrl: 'https://hooks.horizonteti.example/webhook/contato',
  chatScriptUrl: CHAT_MODULE_URL,
  chatAgentId: 'horizonte-ti-atendimento',
} as const

/** An empty variable (`NEXT_PUBLIC_GTM_ID=`) means "not set". */
const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })

/**
 * Where the form posts: a webhook on another origin, or the site's own endpoint, which its
 * Worker answers on Cloudflare (worker/), by its path.
 */
const formAddress = z
  .string()
  .refine((value) => value === workerRoutes.contact || httpsUrl.safeParse(value).success, {
    error: `must be an absolute http(s) URL, or ${workerRoutes.contact} (the site's own endpoint on Cloudflare Workers)`,
  })

const schema = z.object({
  NEXT_PUBLIC_SITE_URL: httpsUrl.default(defaults.siteUrl),
  NEXT_PUBLIC_CONTACT_WEBHOOK_URL: formAddress.default(defaults.contactWebhookUrl),
  NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: z
    .enum(['1', 'true', '0', 'false'], {
      error: 'must be 1 (the webhook answers CORS requests) or 0; true and false also work',
    })
    .default('0'),
  NEXT_PUBLIC_CHAT_SCRIPT_URL: httpsUrl.default(defaults.chatScriptUrl),
  NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY: z
    .string()
    .regex(
      /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/,
      "must be the module's Subresource Integrity hash, like sha384-…",
    )
    .optional(),
  NEXT_PUBLIC_CHAT_AGENT_ID: z
    .string()
    .regex(/^[\w-]+$/, 'must contain only letters, digits, "-" and "_"')
    .default(defaults.chatAgentId),
  NEXT_PUBLIC_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  SITE_PREVIEW: z.enum(['1', '0'], { error: 'must be 1 (a preview build) or 0' }).default('0'),
  CONTACT_AUTOMATION_URL: httpsUrl.optional(),
})

export type Env = {
  /** Public origin of the site, without a trailing slash: canonical URLs, sitemap. */
  siteUrl: string
  /**
   * Where the contact form POSTs its multipart body: a webhook's URL, or the path of the
   * site's own endpoint (`workerRoutes.contact`), which stores each message and forwards it.
   */
  contactWebhookUrl: string
  /**
   * The webhook answers CORS requests: the form then reads its status, and an answer
   * outside 2xx counts as a failed send. Otherwise it sends blind, in no-cors mode.
   */
  contactWebhookCors: boolean
  /** ES module of the chat widget, loaded from a public CDN. */
  chatScriptUrl: string
  /**
   * Subresource Integrity hash of that module, for a URL pinned to a version: the browser
   * then runs the module only if its bytes match, and the page goes on without the chat
   * when they do not.
   */
  chatScriptIntegrity: string | undefined
  chatAgentId: string
  /** Google Tag Manager container; without it no GTM script loads. */
  gtmId: string | undefined
  /**
   * A preview, published while examples remain: every page says noindex and shows a
   * banner, robots.txt disallows everything, and the contact form offers no channel that
   * is still an example after a failed send.
   * Server-side only: no page's script reads it.
   */
  preview: boolean
  /**
   * Where the site's own endpoint forwards each message (the Worker's variable of the same
   * name), read here for the release check alone: no page sends to it.
   */
  contactAutomationUrl: string | undefined
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse({
    NEXT_PUBLIC_SITE_URL: optional(source.NEXT_PUBLIC_SITE_URL),
    NEXT_PUBLIC_CONTACT_WEBHOOK_URL: optional(source.NEXT_PUBLIC_CONTACT_WEBHOOK_URL),
    NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: optional(source.NEXT_PUBLIC_CONTACT_WEBHOOK_CORS),
    NEXT_PUBLIC_CHAT_SCRIPT_URL: optional(source.NEXT_PUBLIC_CHAT_SCRIPT_URL),
    NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY: optional(source.NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY),
    NEXT_PUBLIC_CHAT_AGENT_ID: optional(source.NEXT_PUBLIC_CHAT_AGENT_ID),
    NEXT_PUBLIC_GTM_ID: optional(source.NEXT_PUBLIC_GTM_ID),
    SITE_PREVIEW: optional(source.SITE_PREVIEW),
    CONTACT_AUTOMATION_URL: optional(source.CONTACT_AUTOMATION_URL),
  })
  if (!result.success) {
    throw new Error(`Invalid build settings:\n${z.prettifyError(result.error)}`)
  }
  const data = result.data
  return {
    siteUrl: data.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ''),
    contactWebhookUrl: data.NEXT_PUBLIC_CONTACT_WEBHOOK_URL,
    contactWebhookCors: ['1', 'true'].includes(data.NEXT_PUBLIC_CONTACT_WEBHOOK_CORS),
    chatScriptUrl: data.NEXT_PUBLIC_CHAT_SCRIPT_URL,
    chatScriptIntegrity: data.NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY,
    chatAgentId: data.NEXT_PUBLIC_CHAT_AGENT_ID,
    gtmId: data.NEXT_PUBLIC_GTM_ID,
    preview: data.SITE_PREVIEW === '1',
    contactAutomationUrl: data.CONTACT_AUTOMATION_URL,
  }
}

export const env = parseEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_CONTACT_WEBHOOK_URL: process.env.NEXT_PUBLIC_CONTACT_WEBHOOK_URL,
  NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: process.env.NEXT_PUBLIC_CONTACT_WEBHOOK_CORS,
  NEXT_PUBLIC_CHAT_SCRIPT_URL: process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL,
  NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY: process.env.NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY,
  NEXT_PUBLIC_CHAT_AGENT_ID: process.env.NEXT_PUBLIC_CHAT_AGENT_ID,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  SITE_PREVIEW: process.env.SITE_PREVIEW,
  CONTACT_AUTOMATION_URL: process.env.CONTACT_AUTOMATION_URL,
})

/** Whether the form posts to the site's own endpoint, which its Worker answers. */
export const postsToOwnEndpoint = ({ contactWebhookUrl }: Pick<Env, 'contactWebhookUrl'>) =>
  contactWebhookUrl === workerRoutes.contact

/** The contact form's settings, as every page that draws it gets them. */
export const contactFormSettings = (env: Env) => ({
  webhookUrl: env.contactWebhookUrl,
  // The site's own endpoint answers on the page's origin, where the answer is readable.
  readsAnswer: env.contactWebhookCors || postsToOwnEndpoint(env),
  ownEndpoint: postsToOwnEndpoint(env),
  noScriptHostname: new URL(env.siteUrl).hostname,
  preview: env.preview,
})
