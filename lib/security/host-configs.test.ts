import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  cloudFrontResponseHeadersPolicy,
  headersFile,
  nginxMaps,
  servedPaths,
} from './host-configs'
import { adminPolicy, securityHeaders } from './policy'

/** What the three pages' policies have in common but `default-src`. */
const shared = "img-src 'self'; frame-ancestors 'none'"
const pages = [
  {
    file: 'sobre/index.html',
    policy: `default-src 'none'; ${shared}; script-src 'self' 'sha256-S'`,
  },
  { file: 'index.html', policy: `default-src 'none'; ${shared}; script-src 'self' 'sha256-H'` },
  { file: '404.html', policy: `default-src 'none'; ${shared}; script-src 'self' 'sha256-N'` },
]

/** The rules of a `_headers` file: path, then its header lines. */
function rules(file: string) {
  return file
    .split('\n\n')
    .filter((block) => !block.startsWith('#'))
    .map((block) => block.trim().split('\n'))
}

describe('servedPaths', () => {
  it('covers a folder with and without its index.html, and 404.html without .html', () => {
    expect(servedPaths('index.html')).toEqual(['/', '/index.html'])
    expect(servedPaths('sobre/index.html')).toEqual(['/sobre/', '/sobre/index.html'])
    expect(servedPaths('404.html')).toEqual(['/404.html', '/404'])
  })
})

describe('headersFile', () => {
  const file = headersFile(pages)

  it('sends the common headers and the directives all pages share everywhere, and each page its own policy', () => {
    const [all, assets, ...pageRules] = rules(file)
    expect(all![0]).toBe('/*')
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(all).toContain(`  ${name}: ${value}`)
    }
    expect(all).toContain(`  Content-Security-Policy: ${shared}`)
    expect(assets).toEqual([
      '/_next/static/*',
      '  Cache-Control: public, max-age=31536000, immutable',
    ])
    expect(pageRules.map((rule) => rule[0])).toEqual([
      '/404.html',
      '/404',
      '/',
      '/index.html',
      '/sobre/',
      '/sobre/index.html',
    ])
    // Cloudflare drops the shared policy first, so the page's is the only one it sends.
    expect(pageRules[4]).toEqual([
      '/sobre/',
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${pages[0]!.policy}`,
      '  Cache-Control: no-cache',
    ])
  })

  it('refuses pages that share no frame-ancestors, which every path must carry', () => {
    const unframed = [{ file: 'index.html', policy: "default-src 'none'; img-src 'self'" }]
    expect(() => headersFile(unframed)).toThrow(/share no frame-ancestors/)
  })

  it("fails the build past Cloudflare's limits instead of shipping a file it would cut", () => {
    const hashes = "'sha256-x' ".repeat(200)
    const long = [{ file: 'index.html', policy: `script-src ${hashes}; ${shared}` }]
    expect(() => headersFile(long)).toThrow(/at most 2000/)
    const many = Array.from({ length: 60 }, (_, i) => ({
      file: `p${i}/index.html`,
      policy: shared,
    }))
    expect(() => headersFile(many)).toThrow(/at most 100/)
  })
})

describe('nginxMaps', () => {
  it("maps each page's file to its policy, and anything else to the fallback", () => {
    const maps = nginxMaps(pages, "default-src 'none'")
    expect(maps).toContain('map $uri $horizonte_csp {')
    expect(maps).toContain(`    default "default-src 'none'";`)
    expect(maps).toContain(`    "/sobre/index.html" "${pages[0]!.policy}";`)
    expect(maps).toContain(`    "/404.html" "${pages[2]!.policy}";`)
    expect(maps).toContain('    "~^/_next/static/" "public, max-age=31536000, immutable";')
  })

  it('refuses a value nginx would read as a variable', () => {
    expect(() => nginxMaps([{ file: 'index.html', policy: 'https://a.com/$x' }], '')).toThrow(
      /nginx string/,
    )
  })
})

describe('deploy/nginx/site.conf', () => {
  const conf = readFileSync(path.join(__dirname, '../../deploy/nginx/site.conf'), 'utf8')
  const headers = Object.fromEntries(
    [...conf.matchAll(/^add_header (\S+) (.+) always;$/gm)].map(([, name, value]) => [
      name,
      value!.replace(/^"(.*)"$/, '$1'),
    ]),
  )

  it('sends the same headers as lib/security/policy.ts, and the maps the build writes', () => {
    expect(headers).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': '$horizonte_csp',
      'Cache-Control': '$horizonte_cache_control',
    })
  })

  it('adds headers at the server level only, so no location drops them', () => {
    const locations = conf.split(/^location /m).slice(1)
    for (const location of locations) expect(location).not.toMatch(/add_header/)
  })
})

describe('cloudFrontResponseHeadersPolicy', () => {
  it('carries the shared policy and the same headers', () => {
    const policy = cloudFrontResponseHeadersPolicy("frame-ancestors 'none'")
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      "frame-ancestors 'none'",
    )
    expect(policy.SecurityHeadersConfig.StrictTransportSecurity.AccessControlMaxAgeSec).toBe(
      63_072_000,
    )
    expect(policy.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Permissions-Policy',
      Value: securityHeaders['Permissions-Policy'],
      Override: true,
    })
  })

  it('gives the editor’s behavior a policy of its own name', () => {
    const editor = cloudFrontResponseHeadersPolicy(adminPolicy('header'), 'editor-headers')
    expect(editor.Name).toBe('editor-headers')
    expect(editor.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      adminPolicy('header'),
    )
    expect(editor.Name).not.toBe(cloudFrontResponseHeadersPolicy('x').Name)
  })
})
