/**
 * The addresses the site's Worker answers itself on Cloudflare (worker/); every other
 * address is a file of out/. All sit under `/api/`, the one pattern the host hands to the
 * Worker (`run_worker_first` in wrangler.jsonc), so that every page stays a static request.
 */
export const workerRoutes = {
  /** The contact form's endpoint: stores a message, then forwards it to the automation. */
  contact: '/api/contato',
  /** How many messages the automation has left waiting, for the hourly watch. */
  contactStatus: '/api/contato/estado',
  /** The editor's sign-in with GitHub: where Decap opens its window (`auth_endpoint`). */
  signIn: '/api/auth',
  /** Where GitHub sends the person back once they allowed the editor. */
  signInCallback: '/api/auth/callback',
} as const

/** The prefix of every route of `workerRoutes`, as wrangler.jsonc's `run_worker_first` says. */
export const WORKER_PREFIX = '/api/'

/** The field that carries a message's id to the automation, so that it can drop a repeat. */
export const MESSAGE_ID_FIELD = 'id_mensagem'

/**
 * The field that tells the automation a message came from the preview, published while the
 * company's facts are examples: its visitor wrote to a company whose numbers and addresses
 * may be invented. The site's messages carry none.
 */
export const ORIGIN_FIELD = 'origem'

/** Where a message the preview took in came from: `ORIGIN_FIELD`'s value, and its origin in D1. */
export const PREVIEW_ORIGIN = 'previa'

/**
 * The contact page's anchors that say, without scripts, how a send to the site's endpoint
 * ended: the endpoint redirects to the first, or answers with the page and fills the second.
 */
export const noScriptOutcome = {
  received: 'mensagem-enviada',
  refused: 'mensagem-nao-enviada',
} as const
