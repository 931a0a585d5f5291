import { cacheControl, IMMUTABLE_PATHS, securityHeaders } from '../policy'
import { GENERATED_NOTE, type HostPolicies, type PagePolicy } from './writer'

/** `out/_headers`: Netlify and Cloudflare Pages read it from the export, and do not publish it. */

/** Cloudflare Pages' documented limits for `_headers`; Netlify's are looser. */
const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const

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
 * `_headers`: the common headers for every path, immutable caching for the files named by
 * their content, and each page's own policy.
 *
 * Both hosts match a rule by the path asked for, not by the file served, so an unknown
 * path, answered with `404.html`, gets only what `/*` sets. `/*` therefore carries the
 * directives every page's policy has, word for word (`frame-ancestors` among them, never
 * `default-src`): with the not-found page's own `<meta>`, which browsers enforce as well,
 * that is the not-found page's full policy.
 *
 * On a page, Cloudflare would join the `/*` policy and the page's into one value, two
 * policies; each page's rule first detaches the shared one (`! Content-Security-Policy`),
 * so Cloudflare sends the page's policy alone. Netlify's parser skips a line without a
 * colon, so there a page gets either its own policy or both; since the shared directives
 * are all in the page's, both enforce exactly the page's policy.
 */
export function headersFile({
  pages,
  preview = false,
}: Pick<HostPolicies, 'pages'> & Partial<Pick<HostPolicies, 'preview'>>): string {
  const rules: string[][] = [
    [
      '/*',
      ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
      `Content-Security-Policy: ${commonDirectives(pages).join('; ')}`,
      // The preview is published to Cloudflare Pages alone, whose file this is.
      ...(preview ? ['X-Robots-Tag: noindex'] : []),
    ],
    ...IMMUTABLE_PATHS.map((folder) => [`${folder}*`, `Cache-Control: ${cacheControl.immutable}`]),
  ]
  for (const page of pages) {
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
function commonDirectives(pages: readonly PagePolicy[]): string[] {
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
