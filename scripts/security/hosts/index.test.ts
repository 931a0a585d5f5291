import { defaults, parseEnv } from '../../../lib/env'
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
    const maps = policies
      .hostFiles([
        { file: 'busca/index.html', inlineScripts: ['a()'] },
        { file: 'index.html', inlineScripts: ['a()'] },
      ])
      .find((host) => host.file === 'nginx-maps.conf')!.text
    const search = maps.split('\n').find((line) => line.startsWith('    "/busca/index.html"'))
    const site = maps.split('\n').find((line) => line.startsWith('    default '))
    expect(search).toContain("'wasm-unsafe-eval'")
    expect(site).not.toContain('wasm-unsafe-eval')
  })

  const pages = [
    { file: 'sobre/index.html', inlineScripts: ['a()'] },
    { file: 'index.html', inlineScripts: ['a()'] },
  ]
  const files = policies.hostFiles(pages)
  const text = (file: string) => files.find((host) => host.file === file)!.text

  it("sends every page the site's policy, in header form, and the editor its own", () => {
    const maps = text('nginx-maps.conf').split('\n')
    expect(maps).toContain(
      `    default "${policies.meta('index.html', ['a()'])}; frame-ancestors 'none'";`,
    )
    expect(maps).toContain(`    "/admin/index.html" "${adminPolicy('header')}";`)
  })

  it('writes files of the same size however many pages there are', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      file: `blog/post-${i}/index.html`,
      inlineScripts: ['a()'],
    }))
    const more = policies.hostFiles([...pages, ...many])
    expect(more.map((host) => host.text)).toEqual(files.map((host) => host.text))
  })

  it('refuses a page that runs other inline scripts than the rest, naming it', () => {
    expect(() =>
      policies.hostFiles([...pages, { file: 'blog/x/index.html', inlineScripts: ['b()'] }]),
    ).toThrow(/^blog\/x\/index\.html runs other inline scripts than sobre\/index\.html/)
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
})
