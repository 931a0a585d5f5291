import { defaults, parseEnv } from '../env'
import { runtimeInlineScripts } from './runtime-scripts'
import { scriptHash } from './script-hash'
import { sitePolicies } from './site-policies'

const env = parseEnv({})
const policies = sitePolicies(env)
const scriptSrc = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('script-src '))

describe('sitePolicies', () => {
  it("allows a page's own inline scripts and the ones every page adds at run time", () => {
    const meta = policies.meta(['a()', 'b()'])
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

  it('writes the header form of each page policy into the host files', () => {
    const files = policies.hostFiles([
      { file: 'index.html', inlineScripts: ['a()'] },
      { file: 'sobre/index.html', inlineScripts: ['b()'] },
    ])
    const homeRule = files.headers.split('\n\n').find((rule) => rule.startsWith('/\n'))
    expect(homeRule).toContain(`${policies.meta(['a()'])}; frame-ancestors 'none'`)
    expect(files.nginxMaps).toContain(
      `"/sobre/index.html" "${policies.meta(['b()'])}; frame-ancestors 'none'";`,
    )
    expect(JSON.parse(files.cloudFront).SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      Override: true,
      ContentSecurityPolicy: expect.not.stringContaining('sha256-'),
    })
  })

  it('allows no inline script at all for files that are not pages', () => {
    const files = policies.hostFiles([{ file: 'index.html', inlineScripts: ['a()'] }])
    const fallback = files.nginxMaps.split('\n').find((line) => line.includes('default "'))
    expect(fallback).toContain("script-src 'self' https://")
    expect(fallback).not.toContain('sha256-')
  })
})
