import { securityHeaders } from '../policy'
import { headersFile, servedPaths } from './headers-file'

/** What the three pages' policies have in common but `default-src`. */
const shared = "img-src 'self'; frame-ancestors 'none'"
/** Three pages' policies, sorted by file as writers get them. */
const pages = [
  { file: '404.html', policy: `default-src 'none'; ${shared}; script-src 'self' 'sha256-N'` },
  { file: 'index.html', policy: `default-src 'none'; ${shared}; script-src 'self' 'sha256-H'` },
  {
    file: 'sobre/index.html',
    policy: `default-src 'none'; ${shared}; script-src 'self' 'sha256-S'`,
  },
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
  const file = headersFile({ pages })

  it('sends the common headers and the directives all pages share everywhere, and each page its own policy', () => {
    const [all, assets, index, fragments, filters, ...pageRules] = rules(file)
    expect(all![0]).toBe('/*')
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(all).toContain(`  ${name}: ${value}`)
    }
    expect(all).toContain(`  Content-Security-Policy: ${shared}`)
    // The build's assets and the search index's chunks are named by their content.
    for (const [rule, folder] of [
      [assets, '/_next/static/'],
      [index, '/pagefind/index/'],
      [fragments, '/pagefind/fragment/'],
      [filters, '/pagefind/filter/'],
    ] as const) {
      expect(rule).toEqual([`${folder}*`, '  Cache-Control: public, max-age=31536000, immutable'])
    }
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
      `  Content-Security-Policy: ${pages[2]!.policy}`,
      '  Cache-Control: no-cache',
    ])
  })

  it('asks search engines to leave out every path of a preview build, and only there', () => {
    const noindex = '  X-Robots-Tag: noindex'
    expect(rules(headersFile({ pages, preview: true }))[0]).toContain(noindex)
    expect(file).not.toContain('X-Robots-Tag')
  })

  it('refuses pages that share no frame-ancestors, which every path must carry', () => {
    const unframed = [{ file: 'index.html', policy: "default-src 'none'; img-src 'self'" }]
    expect(() => headersFile({ pages: unframed })).toThrow(/share no frame-ancestors/)
  })

  it("fails the build past Cloudflare's limits instead of shipping a file it would cut", () => {
    const hashes = "'sha256-x' ".repeat(200)
    const long = [{ file: 'index.html', policy: `script-src ${hashes}; ${shared}` }]
    expect(() => headersFile({ pages: long })).toThrow(/at most 2000/)
    const many = Array.from({ length: 60 }, (_, i) => ({
      file: `p${i}/index.html`,
      policy: shared,
    }))
    expect(() => headersFile({ pages: many })).toThrow(/at most 100/)
  })
})
