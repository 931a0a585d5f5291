import { defaults, parseEnv } from '../../env'
import { adminPolicy } from '../policy'
import { runtimeInlineScripts } from '../runtime-scripts'
import { scriptHash } from '../script-hash'
import { sitePolicies } from '.'

const env = parseEnv({})
const policies = sitePolicies(env, { webAssemblyPages: ['busca/index.html'] })
const scriptSrc = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('script-src '))

describe('sitePolicies', () => {
  it("allows a page's own inline scripts and the ones every page adds at run time", () => {
    const meta = policies.meta('index.html', ['a()', 'b()'])
    expect(scriptSrc(meta)).toBe(
      [
        'script-src',
        "'self'",
        scriptHash('a()'),
        scriptHash('b()'),
        ...runtimeInlineScripts(env).map(scriptHash),
        defaults.chatScriptUrl,
      ].join(' '),
    )
    expect(meta).not.toContain('frame-ancestors')
  })

  it('lets only the pages that compile WebAssembly do so, in the <meta> and the header', () => {
    expect(scriptSrc(policies.meta('busca/index.html', []))).toMatch(
      /^script-src 'self' 'wasm-unsafe-eval' /,
    )
    expect(policies.meta('index.html', [])).not.toContain('wasm-unsafe-eval')
    const [search, home] = policies
      .hostFiles([
        { file: 'busca/index.html', inlineScripts: [] },
        { file: 'index.html', inlineScripts: [] },
      ])
      .find((host) => host.file === 'nginx-maps.conf')!
      .text.split('\n')
      .filter((line) => /^ {4}"\/(busca\/)?index\.html"/.test(line))
    expect(search).toContain("'wasm-unsafe-eval'")
    expect(home).not.toContain('wasm-unsafe-eval')
  })

  const files = policies.hostFiles([
    { file: 'sobre/index.html', inlineScripts: ['b()'] },
    { file: 'index.html', inlineScripts: ['a()'] },
  ])
  const text = (file: string) => files.find((host) => host.file === file)!.text

  it('writes the header form of each page policy, the editor’s included, sorted by file', () => {
    const homeRule = text('_headers')
      .split('\n\n')
      .find((rule) => rule.startsWith('/\n'))
    expect(homeRule).toContain(`${policies.meta('index.html', ['a()'])}; frame-ancestors 'none'`)
    const maps = text('nginx-maps.conf').split('\n')
    expect(
      maps.filter((line) => /^ {4}"\/\S+\.html"/.test(line)).map((l) => l.split('"')[1]),
    ).toEqual(['/admin/index.html', '/index.html', '/sobre/index.html'])
    expect(maps).toContain(
      `    "/sobre/index.html" "${policies.meta('sobre/index.html', ['b()'])}; frame-ancestors 'none'";`,
    )
    expect(maps).toContain(`    "/admin/index.html" "${adminPolicy('header')}";`)
  })

  it('gives CloudFront the policy without scripts, and the editor’s behavior its own', () => {
    const site = JSON.parse(text('cloudfront-response-headers-policy.json'))
    expect(site.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      Override: true,
      ContentSecurityPolicy: expect.not.stringContaining('sha256-'),
    })
    const editor = JSON.parse(text('cloudfront-editor-response-headers-policy.json'))
    expect(editor.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      adminPolicy('header'),
    )
  })

  it('allows no inline script at all for files that are not pages', () => {
    const fallback = text('nginx-maps.conf')
      .split('\n')
      .find((line) => line.includes('default "'))
    expect(fallback).toContain("script-src 'self' https://")
    expect(fallback).not.toContain('sha256-')
  })
})
