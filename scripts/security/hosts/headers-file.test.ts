import { securityHeaders } from '../../../lib/security-headers'
import { ADMIN_OPENER_POLICY } from '../policy'
import { headersFile, HEADERS_FILE_LIMITS } from './headers-file'

/** What the policies have in common but `default-src`. */
const common = "base-uri 'self'; frame-ancestors 'none'"
const site = `default-src 'none'; script-src 'self' 'sha256-H'; img-src 'self'; ${common}`
/** The pages with a policy of their own, sorted by file as writers get them. */
const own = [
  {
    file: 'admin/index.html',
    policy: `default-src 'none'; script-src 'self' 'unsafe-eval'; ${common}`,
  },
  {
    file: 'busca/index.html',
    policy: `default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-H'; img-src 'self'; ${common}`,
  },
]

/** The rules of a `_headers` file: path, then its header lines. */
function rules(file: string) {
  return file
    .split('\n\n')
    .filter((block) => !block.startsWith('#'))
    .map((block) => block.trim().split('\n'))
}

describe('headersFile', () => {
  const file = headersFile({ site, own })

  it('sends the common headers and the directives all policies share everywhere, and caching by folder', () => {
    const [all, , assets, index, fragments, filters, ...others] = rules(file)
    expect(all![0]).toBe('/*')
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(all).toContain(`  ${name}: ${value}`)
    }
    expect(all).toContain(`  Content-Security-Policy: ${common}`)
    // The build's assets and the search index's chunks are named by their content.
    for (const [rule, folder] of [
      [assets, '/_next/static/'],
      [index, '/pagefind/index/'],
      [fragments, '/pagefind/fragment/'],
      [filters, '/pagefind/filter/'],
    ] as const) {
      expect(rule).toEqual([`${folder}*`, '  Cache-Control: public, max-age=31536000, immutable'])
    }
    // Each page's <meta> carries the rest of its policy: no rule per page.
    expect(others).toEqual([])
  })

  it('lets the editor keep the windows it opens, detaching the opener policy of every path first', () => {
    const [all, editor] = rules(file)
    expect(all).toContain('  Cross-Origin-Opener-Policy: same-origin')
    // Cloudflare would otherwise join the two values into one that browsers ignore.
    expect(editor).toEqual([
      '/admin/*',
      '  ! Cross-Origin-Opener-Policy',
      `  Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}`,
    ])
    expect(ADMIN_OPENER_POLICY).toBe('same-origin-allow-popups')
    expect(rules(file).length).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.rules)
  })

  it('is the same file whatever the pages and their scripts', () => {
    const otherSite = site.replace('sha256-H', 'sha256-other')
    expect(headersFile({ site: otherSite, own })).toBe(file)
  })

  it('asks search engines to leave out every path of a preview build, and only there', () => {
    const noindex = '  X-Robots-Tag: noindex'
    expect(rules(headersFile({ site, own, preview: true }))[0]).toContain(noindex)
    expect(file).not.toContain('X-Robots-Tag')
  })

  it('refuses policies that share no frame-ancestors, which every path must carry', () => {
    expect(() => headersFile({ site: "default-src 'none'; img-src 'self'", own })).toThrow(
      /share no frame-ancestors/,
    )
  })
})
