import { securityHeaders } from '../../../lib/security-headers'
import { ADMIN_OPENER_POLICY, ADMIN_PAGE, cacheControl, IMMUTABLE_PATHS } from '../policy'
import { GENERATED_NOTE, type HostPolicies } from './writer'

/**
 * `out/_headers`: Cloudflare (Workers' static assets, and Pages) and Netlify read it from the
 * export, and do not publish it.
 */

/** Cloudflare's documented limits for `_headers` (Netlify's are looser). */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const

/**
 * `_headers`: the common headers and the directives every policy shares, for every path,
 * the editor's opener policy, and immutable caching for the files named by their content.
 * The same six rules whatever the number of pages.
 *
 * The policy of `/*` is the directives that every policy of the site has word for word,
 * the editor's included (`base-uri`, `object-src`, `frame-ancestors`; never `default-src`,
 * which alone would block all the rest), and each page's `<meta>` carries its whole policy
 * but `frame-ancestors`, which browsers ignore in a `<meta>`. Browsers enforce both, so
 * every page, the search, the editor and the not-found page each run under exactly their
 * own. Both hosts match a rule by the path asked for, and Cloudflare joins a header two
 * matching rules set into two policies: a rule per page would grow the file with the
 * pages, up to the 100 rules Cloudflare reads, and one policy of the site's on `/*` would
 * block what the search and the editor need wherever a host sends both.
 *
 * The editor's folder sends its own Cross-Origin-Opener-Policy (`ADMIN_OPENER_POLICY`):
 * there too Cloudflare would join it to the one of `/*` into a value browsers ignore, so
 * its rule, after that one, first detaches the header (`! Name`, which Cloudflare applies
 * in the file's order); Netlify skips that line, and sends the later rule's value.
 *
 * Pages get no Cache-Control here: both hosts revalidate any file `_headers` gives none
 * (`public, max-age=0, must-revalidate`).
 */
export function headersFile({
  site,
  own,
  preview = false,
}: Pick<HostPolicies, 'site' | 'own'> & Partial<Pick<HostPolicies, 'preview'>>): string {
  const rules: string[][] = [
    [
      '/*',
      ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
      `Content-Security-Policy: ${commonDirectives([site, ...own.map((page) => page.policy)]).join('; ')}`,
      // The preview is published to Cloudflare alone, which reads this file.
      ...(preview ? ['X-Robots-Tag: noindex'] : []),
    ],
    [
      `/${ADMIN_PAGE.replace(/index\.html$/, '')}*`,
      '! Cross-Origin-Opener-Policy',
      `Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}`,
    ],
    ...IMMUTABLE_PATHS.map((folder) => [`${folder}*`, `Cache-Control: ${cacheControl.immutable}`]),
  ]
  const body = rules.map(([path, ...headers]) => [path, ...headers.map((h) => `  ${h}`)].join('\n'))
  return [`# ${GENERATED_NOTE}`, ...body].join('\n\n') + '\n'
}

/**
 * The directives that every policy has, word for word, in the first one's order; never
 * `default-src`, which in a policy of its own would stand for every directive it lacks, and
 * block what the page's own policy allows.
 */
function commonDirectives(policies: readonly string[]): string[] {
  const [first, ...others] = policies.map((policy) => policy.split('; '))
  const common = (first ?? []).filter(
    (directive) =>
      !directive.startsWith('default-src ') &&
      others.every((directives) => directives.includes(directive)),
  )
  if (!common.some((directive) => directive.startsWith('frame-ancestors '))) {
    throw new Error('The policies share no frame-ancestors directive for the policy of every path')
  }
  return common
}
