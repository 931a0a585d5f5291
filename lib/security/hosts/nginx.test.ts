import { readFileSync } from 'node:fs'
import path from 'node:path'

import { securityHeaders } from '../policy'
import { mapHashBucketSize, NGINX_VARIABLES, nginxMaps } from './nginx'

const pages = [
  { file: '404.html', policy: "default-src 'none'; script-src 'self' 'sha256-N'" },
  { file: 'sobre/index.html', policy: "default-src 'none'; script-src 'self' 'sha256-S'" },
]

describe('nginxMaps', () => {
  it("maps each page's file to its policy, and anything else to the policy of other files", () => {
    const maps = nginxMaps({ pages, otherFiles: "default-src 'none'" })
    expect(maps).toContain('map $uri $horizonte_csp {')
    expect(maps).toContain(`    default "default-src 'none'";`)
    expect(maps).toContain(`    "/sobre/index.html" "${pages[1]!.policy}";`)
    expect(maps).toContain(`    "/404.html" "${pages[0]!.policy}";`)
    for (const folder of ['_next/static', 'pagefind/index', 'pagefind/fragment']) {
      expect(maps).toContain(`    "~^/${folder}/" "public, max-age=31536000, immutable";`)
    }
    // The search's reader and entry file keep their names: revalidated, like pages.
    expect(maps).toMatch(/map \$uri \$horizonte_cache_control \{\n {4}default "no-cache";/)
  })

  it('sizes the map buckets for its longest file, before the maps', () => {
    const maps = nginxMaps({ pages, otherFiles: '' })
    expect(maps.indexOf('map_hash_bucket_size 64;')).toBeGreaterThan(-1)
    expect(maps.indexOf('map_hash_bucket_size')).toBeLessThan(maps.indexOf('map $uri'))
  })

  it('gives a key as long as a post address the bucket size nginx needs for it', () => {
    // The longest keys nginx 1.22 accepts with buckets of 64 and of 128 bytes.
    expect(mapHashBucketSize(['/' + 'a'.repeat(45)])).toBe(64)
    expect(mapHashBucketSize(['/' + 'a'.repeat(46)])).toBe(128)
    expect(mapHashBucketSize(['/blog/rotina-de-backup-para-pequenas-empresas/index.html'])).toBe(
      128,
    )
    expect(mapHashBucketSize(['/' + 'a'.repeat(109)])).toBe(128)
    expect(mapHashBucketSize(['/' + 'a'.repeat(110)])).toBe(256)
  })

  it('refuses a value nginx would read as a variable', () => {
    const pages = [{ file: 'index.html', policy: 'https://a.com/$x' }]
    expect(() => nginxMaps({ pages, otherFiles: '' })).toThrow(/nginx string/)
  })
})

describe('deploy/nginx/site.conf', () => {
  const conf = readFileSync(path.join(__dirname, '../../../deploy/nginx/site.conf'), 'utf8')
  const headers = Object.fromEntries(
    [...conf.matchAll(/^add_header (\S+) (.+) always;$/gm)].map(([, name, value]) => [
      name,
      value!.replace(/^"(.*)"$/, '$1'),
    ]),
  )

  it('sends the same headers as lib/security/policy.ts, and the maps the build writes', () => {
    expect(headers).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': NGINX_VARIABLES.policy,
      'Cache-Control': NGINX_VARIABLES.cacheControl,
    })
  })

  it('adds headers at the server level only, so no location drops them', () => {
    const locations = conf.split(/^location /m).slice(1)
    for (const location of locations) expect(location).not.toMatch(/add_header/)
  })
})
