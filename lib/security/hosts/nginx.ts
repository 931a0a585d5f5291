import { cacheControl, IMMUTABLE_PATHS } from '../policy'
import { GENERATED_NOTE, type HostPolicies } from './writer'

/** `deploy/generated/nginx-maps.conf`, which `deploy/nginx/site.conf` reads. */

/** The nginx variables `deploy/nginx/site.conf` sends as Content-Security-Policy and Cache-Control. */
export const NGINX_VARIABLES = {
  policy: '$horizonte_csp',
  cacheControl: '$horizonte_cache_control',
} as const

/**
 * Two nginx `map`s on `$uri`, the file nginx ends up serving (a folder's index.html, or
 * 404.html for an unknown path): each page's policy, and how long a response may be
 * cached. Any other file, such as an image or a script, gets `otherFiles`. Maps are read
 * when the headers go out, after a 404 has become /404.html, so a missing build asset is
 * never cached for a year.
 */
export function nginxMaps({ pages, otherFiles }: Pick<HostPolicies, 'pages' | 'otherFiles'>) {
  const keys = pages.map((page) => `/${page.file}`)
  return [
    `# ${GENERATED_NOTE}`,
    '# Include it in the http block, with deploy/nginx/site.conf in the server block, and',
    '# reload nginx after each deploy: the policies change with the pages.',
    '# Before any other map of the http block, and the only map_hash_bucket_size there.',
    `map_hash_bucket_size ${mapHashBucketSize(keys)};`,
    '',
    `map $uri ${NGINX_VARIABLES.policy} {`,
    `    default ${nginxString(otherFiles)};`,
    ...pages.map((page, index) => `    ${nginxString(keys[index]!)} ${nginxString(page.policy)};`),
    '}',
    '',
    `map $uri ${NGINX_VARIABLES.cacheControl} {`,
    `    default ${nginxString(cacheControl.revalidate)};`,
    ...IMMUTABLE_PATHS.map(
      (folder) => `    ${nginxString(`~^${folder}`)} ${nginxString(cacheControl.immutable)};`,
    ),
    '}',
    '',
  ].join('\n')
}

/**
 * The bucket size the policy map's keys need. nginx refuses to start when one key does not
 * fit its bucket (`could not build map_hash`), and the default, one cache line (64 bytes),
 * holds keys up to 46 characters: `/blog/<slug>/index.html` outgrows it with a slug of 30.
 * A key takes its length plus 2, rounded up to 8, plus two pointers (ngx_hash.c); the
 * size is the next power of two, 64 at least.
 */
export function mapHashBucketSize(keys: readonly string[]): number {
  const needed = Math.max(0, ...keys.map((key) => 16 + Math.ceil((key.length + 2) / 8) * 8))
  let size = 64
  while (size < needed) size *= 2
  return size
}

/** A double-quoted nginx string. nginx has no escape for `$`, so a value with one is refused. */
function nginxString(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string`)
  return `"${value}"`
}
