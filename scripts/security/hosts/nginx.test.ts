import { readFileSync } from 'node:fs'
import path from 'node:path'

import { securityHeaders } from '../../../lib/security-headers'
import { ADMIN_OPENER_POLICY } from '../policy'
import { NGINX_VARIABLES, nginxMaps } from './nginx'

const site = "default-src 'none'; script-src 'self' 'sha256-H'"
const own = [
  { file: 'admin/index.html', policy: "default-src 'none'; script-src 'self' 'unsafe-eval'" },
  { file: 'busca/index.html', policy: "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'" },
]

describe('nginxMaps', () => {
  it("maps the pages with a policy of their own to it, and every other file to the site's", () => {
    const maps = nginxMaps({ site, own })
    expect(maps).toContain('map $uri $horizonte_csp {')
    expect(maps).toContain(`    default "${site}";`)
    expect(maps).toContain(`    "/busca/index.html" "${own[1]!.policy}";`)
    expect(maps).toContain(`    "/admin/index.html" "${own[0]!.policy}";`)
    const policyMap = maps.slice(maps.indexOf('map $uri $horizonte_csp'), maps.indexOf('}'))
    expect(policyMap.split('\n').filter((line) => line.startsWith('    "/'))).toHaveLength(2)
    for (const folder of ['_next/static', 'pagefind/index', 'pagefind/fragment']) {
      expect(maps).toContain(`    "~^/${folder}/" "public, max-age=31536000, immutable";`)
    }
    // The search's reader and entry file keep their names: revalidated, like pages.
    expect(maps).toMatch(/map \$uri \$horizonte_cache_control \{\n {4}default "no-cache";/)
  })

  it("gives the editor's page its own opener policy, and every other file the site's", () => {
    const maps = nginxMaps({ site, own })
    expect(maps).toContain(
      [
        'map $uri $horizonte_opener_policy {',
        '    default "same-origin";',
        `    "/admin/index.html" "${ADMIN_OPENER_POLICY}";`,
        '}',
      ].join('\n'),
    )
  })

  it('refuses a value nginx would read as a variable', () => {
    expect(() => nginxMaps({ site: 'https://a.com/$x', own })).toThrow(/nginx string/)
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

  it('sends the same headers as scripts/security/policy.ts, and the maps the build writes', () => {
    expect(headers).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': NGINX_VARIABLES.policy,
      'Cache-Control': NGINX_VARIABLES.cacheControl,
      'Cross-Origin-Opener-Policy': NGINX_VARIABLES.openerPolicy,
    })
  })

  it('adds headers at the server level only, so no location drops them', () => {
    const locations = conf.split(/^location /m).slice(1)
    for (const location of locations) expect(location).not.toMatch(/add_header/)
  })
})
