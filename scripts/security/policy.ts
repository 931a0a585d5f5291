import { chatVendorSources as chat } from '../../lib/chat'
import { PAGEFIND_PATH } from '../../lib/search/pagefind'
import type { Env } from '../../lib/env'
import { ONE_YEAR } from '../../lib/security-headers'

/**
 * The site's Content-Security-Policy and the headers sent with it. A static export has no
 * server to hand out nonces, so the policy allows the inline scripts by their SHA-256
 * hashes, computed from the built files (`postBuildStep`). Every page runs the
 * same ones (each page's data is fetched, not inlined), so every page has the same policy:
 * a visitor who lands on one page keeps its policy while the router moves them on.
 *
 * One exception, on the search page alone: `'wasm-unsafe-eval'`, which Pagefind's reader
 * needs to compile its WebAssembly. The router never brings a visitor there: the search is
 * reached by a plain GET form or a plain link, a whole new document that gets the page's
 * own policy (`webAssembly` in the page registry), and the page reloads itself should a
 * `next/link` ever lead to it. Granting it everywhere would let every page compile
 * WebAssembly for the sake of one. Leaving the search page for another through the menu
 * keeps its policy, one source wider than that page's own, and breaks nothing.
 */

/** Google's list for Tag Manager with Google Analytics 4 (tag platform's CSP guide). */
const googleTagSources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
}

/** Where a policy is delivered: browsers ignore `frame-ancestors` in a `<meta>` and say so. */
export type PolicyDelivery = 'header' | 'meta'

type PolicyOptions = {
  env: Pick<Env, 'contactWebhookUrl' | 'chatScriptUrl' | 'gtmId'>
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: readonly string[]
  delivery: PolicyDelivery
  /** The page compiles WebAssembly: the search page, with Pagefind's reader. */
  webAssembly?: boolean
}

/** A policy's directives, each with its sources. */
type Directives = [name: string, sources: string[]][]

/** The site's directives, in the order they are written. */
export function policyDirectives({
  env,
  scriptHashes,
  delivery,
  webAssembly = false,
}: PolicyOptions): Directives {
  const google = env.gtmId ? googleTagSources : { script: [], img: [], connect: [] }
  // The site's own endpoint (a path) is 'self'; a webhook is allowed by its origin.
  const webhook = URL.canParse(env.contactWebhookUrl) ? [new URL(env.contactWebhookUrl).origin] : []
  const directives: Directives = [
    ['default-src', ["'none'"]],
    // The chat module by its full URL, not its CDN's origin: a public CDN such as
    // jsDelivr serves every npm package, any of which would otherwise be allowed to run.
    [
      'script-src',
      [
        "'self'",
        ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
        ...unique(scriptHashes),
        env.chatScriptUrl,
        ...google.script,
      ],
    ],
    // React writes `style` attributes, react-hot-toast and the chat widget inject <style>
    // elements; the chat widget links its stylesheet and Google Fonts'.
    ['style-src', ["'self'", "'unsafe-inline'", ...chat.style]],
    // data: for the hero's one-pixel placeholder, what phones show instead of its art.
    ['img-src', ["'self'", 'data:', ...chat.img, ...google.img]],
    ['font-src', ["'self'", ...chat.font]],
    // Audio and video attachments in the chat.
    ['media-src', [...chat.media]],
    // The router fetches pages' data from the site, the search its index; the form posts
    // with fetch; the chat widget talks to its service and fetches attachments.
    ['connect-src', ["'self'", ...webhook, ...chat.connect, ...google.connect]],
    ['manifest-src', ["'self'"]],
    // Without scripts the contact form is a plain POST to the webhook; the search form is
    // always a plain GET to /busca/, on the site itself.
    ['form-action', ["'self'", ...webhook]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
  return withDelivery(directives, delivery)
}

/** Only a header can say who may frame the page: browsers ignore it in a `<meta>`. */
function withDelivery(directives: Directives, delivery: PolicyDelivery): Directives {
  return delivery === 'header' ? [...directives, ['frame-ancestors', ["'none'"]]] : directives
}

/** Directives written as a policy: `name source source; name source`. */
function serialize(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return serialize(policyDirectives(options))
}

/**
 * The policy for hosts that can send only one policy for every page (CloudFront's
 * response headers policy): everything but the scripts, which each page's `<meta>` policy
 * allows by hash. Browsers enforce both policies, so together they are the full policy.
 */
export function sharedHeaderPolicy(env: PolicyOptions['env']): string {
  return serialize(
    policyDirectives({ env, scriptHashes: [], delivery: 'header' }).filter(
      ([name]) => name !== 'script-src' && name !== 'default-src',
    ),
  )
}

/** Where the editor (Decap CMS, configured by `adminConfig`) is served. */
export const ADMIN_PAGE = 'admin/index.html'

/**
 * The editor's Cross-Origin-Opener-Policy, where every other page has `same-origin`. Decap
 * signs in through a window it opens, which goes through github.com and comes back to the
 * site's Worker (`signIn`) to hand the token to the editor through `window.opener`. Under
 * `same-origin`, the browser cuts that window off from the editor as soon as it leaves the
 * site's origin, and the sign-in never ends. `same-origin-allow-popups` keeps the editor
 * out of reach of any page that opens it, as `same-origin` does, and its own windows in
 * touch with it.
 */
export const ADMIN_OPENER_POLICY = 'same-origin-allow-popups'

/**
 * The policy of the editor at /admin/, which no public page links or loads. Decap CMS is
 * one script of its own, served from the site; it compiles the schema of its
 * configuration into functions when it starts (ajv), which needs 'unsafe-eval', and
 * styles itself with Emotion's <style> elements. It talks to GitHub's API once signed in,
 * and, opened on this machine's own address (`npm run admin`), to decap-server on
 * localhost. Signing in opens the site's own sign-in (`signIn`) in a window of its own,
 * whose navigations this policy does not govern; the window answers by `postMessage`.
 */
export function adminPolicy(delivery: PolicyDelivery): string {
  const directives: Directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']],
    ['font-src', ["'self'", 'data:']],
    // GitHub's status page: Decap's GitHub backend reads it to say when GitHub is down.
    [
      'connect-src',
      [
        "'self'",
        'blob:',
        'https://api.github.com',
        'https://www.githubstatus.com',
        'http://localhost:*',
      ],
    ],
    ['form-action', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
  return serialize(withDelivery(directives, delivery))
}

/** Cache-Control: hashed build assets never change; pages are checked on every visit. */
export const cacheControl = {
  immutable: `public, max-age=${ONE_YEAR}, immutable`,
  revalidate: 'no-cache',
} as const

/**
 * Folders of files named by their content, which can be cached for good: the build's
 * assets, and the search index's chunks (Pagefind names each by its hash). Its reader
 * `pagefind.js`, its WebAssembly and `pagefind-entry.json` keep their names from build to
 * build; they and the `.pf_meta` file beside them are revalidated like any other file.
 */
export const IMMUTABLE_PATHS = [
  '/_next/static/',
  ...['index', 'fragment', 'filter'].map((folder) => `${PAGEFIND_PATH}${folder}/`),
]

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}
