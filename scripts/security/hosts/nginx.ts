import { securityHeaders } from '../../../lib/security-headers'
import { ADMIN_OPENER_POLICY, ADMIN_PAGE, cacheControl, IMMUTABLE_PATHS } from '../policy'
import { GENERATED_NOTE, type HostPolicies } from './writer'

/** `deploy/generated/nginx-maps.conf`, which `deploy/nginx/site.conf` reads. */

/**
 * The nginx variables `deploy/nginx/site.conf` sends as Content-Security-Policy, Cache-Control
 * and Cross-Origin-Opener-Policy.
 */
export const NGINX_VARIABLES = {
  policy: '$horizonte_csp',
  cacheControl: '$horizonte_cache_control',
  openerPolicy: '$horizonte_opener_policy',
} as const

/**
 * Three nginx `map`s on `$uri`, the file nginx ends up serving (a folder's index.html, or
 * 404.html for an unknown path): the policy, the site's for every file but the pages with
 * one of their own; how long a response may be cached; and the opener policy, the editor's
 * own (`ADMIN_OPENER_POLICY`) on its page. Maps are read when the headers
 * go out, after a 404 has become /404.html, so a missing build asset is never cached for a
 * year. The file is the same size however many pages the site has.
 */
export function nginxMaps({ site, own }: Pick<HostPolicies, 'site' | 'own'>) {
  return [
    `# ${GENERATED_NOTE}`,
    '# Include it in the http block, with deploy/nginx/site.conf in the server block, and',
    '# reload nginx after each deploy: the policies change with the build settings.',
    '',
    `map $uri ${NGINX_VARIABLES.policy} {`,
    `    default ${nginxString(site)};`,
    ...own.map((page) => `    ${nginxString(`/${page.file}`)} ${nginxString(page.policy)};`),
    '}',
    '',
    `map $uri ${NGINX_VARIABLES.cacheControl} {`,
    `    default ${nginxString(cacheControl.revalidate)};`,
    ...IMMUTABLE_PATHS.map(
      (folder) => `    ${nginxString(`~^${folder}`)} ${nginxString(cacheControl.immutable)};`,
    ),
    '}',
    '',
    `map $uri ${NGINX_VARIABLES.openerPolicy} {`,
    `    default ${nginxString(securityHeaders['Cross-Origin-Opener-Policy'])};`,
    `    ${nginxString(`/${ADMIN_PAGE}`)} ${nginxString(ADMIN_OPENER_POLICY)};`,
    '}',
    '',
  ].join('\n')
}

/** A double-quoted nginx string. nginx has no escape for `$`, so a value with one is refused. */
function nginxString(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string`)
  return `"${value}"`
}
