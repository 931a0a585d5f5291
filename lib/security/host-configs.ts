import { cacheControl, HSTS_MAX_AGE, IMMUTABLE_PATH, securityHeaders } from './policy'

/**
 * Host configurations written from the built pages' policies: `_headers` for Netlify and
 * Cloudflare Pages, nginx `map`s for `deploy/nginx/site.conf`, and a CloudFront response
 * headers policy. Pure functions; `scripts/finish-build.mjs` writes them.
 */

/** A pre-rendered page and the policy computed for it. */
export type PagePolicy = {
  /** Path of the HTML file inside out/, with forward slashes: `sobre/index.html`. */
  file: string
  /** Its Content-Security-Policy, header form (with frame-ancestors). */
  policy: string
}

/** Cloudflare Pages' documented limits for `_headers`; Netlify's are looser. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const

const GENERATED_NOTE = 'Written by `npm run build` (scripts/finish-build.mjs); do not edit.'

/**
 * The URL paths a static host serves a file at: a folder's index with and without its
 * file name, and `404.html` also as `/404` (Netlify and Cloudflare drop `.html`).
 */
export function servedPaths(file: string): string[] {
  if (file === 'index.html') return ['/', '/index.html']
  if (file.endsWith('/index.html')) {
    const folder = `/${file.slice(0, -'index.html'.length)}`
    return [folder, `${folder}index.html`]
  }
  return [`/${file}`, `/${file.replace(/\.html$/, '')}`]
}

/** Cloudflare's `_headers` syntax for dropping a header that a broader rule has set. */
const DETACH = '! '

/**
 * `_headers`: the common headers for every path, immutable caching for build assets, and
 * each page's own policy.
 *
 * Both hosts match a rule by the path asked for, not by the file served, so an unknown
 * path, answered with `404.html`, gets only what `/*` sets. `/*` therefore carries the
 * directives every page's policy has, word for word (`frame-ancestors` among them, never
 * `default-src`): with
 * the not-found page's own `<meta>`, which browsers enforce as well, that is the
 * not-found page's full policy.
 *
 * On a page, Cloudflare would join the `/*` policy and the page's into one value, two
 * policies; each page's rule first detaches the shared one (`! Content-Security-Policy`),
 * so Cloudflare sends the page's policy alone. Netlify's parser skips a line without a
 * colon, so there a page gets either its own policy or both; since the shared directives
 * are all in the page's, both enforce exactly the page's policy.
 */
export function headersFile(pages: readonly PagePolicy[]): string {
  const rules: string[][] = [
    [
      '/*',
      ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
      `Content-Security-Policy: ${commonDirectives(pages).join('; ')}`,
    ],
    [`${IMMUTABLE_PATH}*`, `Cache-Control: ${cacheControl.immutable}`],
  ]
  for (const page of sortedPages(pages)) {
    for (const path of servedPaths(page.file)) {
      rules.push([
        path,
        `${DETACH}Content-Security-Policy`,
        `Content-Security-Policy: ${page.policy}`,
        `Cache-Control: ${cacheControl.revalidate}`,
      ])
    }
  }
  checkHeadersLimits(rules)
  const body = rules.map(([path, ...headers]) => [path, ...headers.map((h) => `  ${h}`)].join('\n'))
  return [`# ${GENERATED_NOTE}`, ...body].join('\n\n') + '\n'
}

/**
 * The directives that every page's policy has, word for word, in the first page's order;
 * never `default-src`, which in a policy of its own would stand for every directive it
 * lacks, and block what the page's own policy allows.
 */
export function commonDirectives(pages: readonly PagePolicy[]): string[] {
  const [first, ...others] = pages.map((page) => page.policy.split('; '))
  const common = (first ?? []).filter(
    (directive) =>
      !directive.startsWith('default-src ') &&
      others.every((directives) => directives.includes(directive)),
  )
  if (!common.some((directive) => directive.startsWith('frame-ancestors '))) {
    throw new Error('The pages share no frame-ancestors directive for the policy of every path')
  }
  return common
}

function checkHeadersLimits(rules: string[][]) {
  if (rules.length > HEADERS_FILE_LIMITS.rules) {
    throw new Error(
      `_headers would have ${rules.length} rules; Cloudflare Pages reads at most ${HEADERS_FILE_LIMITS.rules}`,
    )
  }
  for (const [path, ...headers] of rules) {
    for (const header of headers) {
      const length = `  ${header}`.length
      if (length > HEADERS_FILE_LIMITS.lineLength) {
        throw new Error(
          `_headers line for ${path} has ${length} characters; Cloudflare Pages reads at most ${HEADERS_FILE_LIMITS.lineLength}`,
        )
      }
    }
  }
}

/** The nginx variables `deploy/nginx/site.conf` sends as Content-Security-Policy and Cache-Control. */
export const NGINX_VARIABLES = {
  policy: '$horizonte_csp',
  cacheControl: '$horizonte_cache_control',
} as const

/**
 * Two nginx `map`s on `$uri`, the file nginx ends up serving (a folder's index.html, or
 * 404.html for an unknown path): each page's policy, and how long a response may be
 * cached. Any other file, such as an image or a script, gets `fallback`: the same policy
 * with no inline script allowed. Maps are read when the headers go out, after a 404 has
 * become /404.html, so a missing build asset is never cached for a year.
 */
export function nginxMaps(pages: readonly PagePolicy[], fallback: string): string {
  const policies = sortedPages(pages).map(
    (page) => `    ${nginxString(`/${page.file}`)} ${nginxString(page.policy)};`,
  )
  return [
    `# ${GENERATED_NOTE}`,
    '# Include it in the http block, with deploy/nginx/site.conf in the server block, and',
    '# reload nginx after each deploy: the policies change with the pages.',
    `map $uri ${NGINX_VARIABLES.policy} {`,
    `    default ${nginxString(fallback)};`,
    ...policies,
    '}',
    '',
    `map $uri ${NGINX_VARIABLES.cacheControl} {`,
    `    default ${nginxString(cacheControl.revalidate)};`,
    `    ${nginxString(`~^${IMMUTABLE_PATH}`)} ${nginxString(cacheControl.immutable)};`,
    '}',
    '',
  ].join('\n')
}

/** A double-quoted nginx string. nginx has no escape for `$`, so a value with one is refused. */
function nginxString(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string`)
  return `"${value}"`
}

/**
 * A CloudFront response headers policy (`aws cloudfront create-response-headers-policy
 * --response-headers-policy-config file://…`). CloudFront sends one policy for a whole
 * cache behavior: the site's carries `sharedPolicy` (no script-src) and each page's
 * `<meta>` adds the scripts it allows; the editor's behavior (`/admin/*`) carries the
 * editor's whole policy, under its own `name`. Cache-Control is set on the objects when
 * they are uploaded.
 */
export function cloudFrontResponseHeadersPolicy(
  sharedPolicy: string,
  name = 'horizonte-ti-security-headers',
) {
  return {
    Name: name,
    Comment: GENERATED_NOTE,
    SecurityHeadersConfig: {
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: HSTS_MAX_AGE,
        IncludeSubdomains: true,
        Preload: false,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: securityHeaders['X-Frame-Options'] },
      ReferrerPolicy: { Override: true, ReferrerPolicy: securityHeaders['Referrer-Policy'] },
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: sharedPolicy },
    },
    CustomHeadersConfig: {
      Quantity: 2,
      Items: (['Permissions-Policy', 'Cross-Origin-Opener-Policy'] as const).map((name) => ({
        Header: name,
        Value: securityHeaders[name],
        Override: true,
      })),
    },
  }
}

function sortedPages(pages: readonly PagePolicy[]): PagePolicy[] {
  return [...pages].sort((a, b) => a.file.localeCompare(b.file))
}
