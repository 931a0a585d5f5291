import { chatLoaderSource, chatVendorSources } from '../../lib/chat'
import { defaults } from '../../lib/env'
import { scriptHash } from './script-hash'
import { contentSecurityPolicy, sharedHeaderPolicy } from './policy'

const env = {
  contactWebhookUrl: 'https://n8n.exemplo.com.br/webhook/contato',
  chatScriptUrl: defaults.chatScriptUrl,
  gtmId: undefined,
}
const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"]

function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site, by hash, and the chat module by its URL', () => {
    const policy = directives(
      contentSecurityPolicy({ env, scriptHashes: hashes, delivery: 'header' }),
    )
    expect(policy['script-src']).toEqual(["'self'", ...hashes, defaults.chatScriptUrl])
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })

  it('lets the contact form post and fetch to the webhook origin only, the search form to the site', () => {
    const policy = directives(contentSecurityPolicy({ env, scriptHashes: [], delivery: 'header' }))
    expect(policy['form-action']).toEqual(["'self'", 'https://n8n.exemplo.com.br'])
    expect(policy['connect-src']).toContain('https://n8n.exemplo.com.br')
    expect(policy['connect-src']).not.toContain(env.contactWebhookUrl)
  })

  it('never allows inline scripts or eval, and lists a hash once', () => {
    const policy = contentSecurityPolicy({
      env,
      scriptHashes: [...hashes, ...hashes],
      delivery: 'header',
    })
    const scriptSrc = directives(policy)['script-src']?.join(' ') ?? ''
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/)
    expect(scriptSrc.match(/sha256-AAAA/g)).toHaveLength(1)
  })

  it('lets a page compile WebAssembly only when it asks to, and still never eval', () => {
    const plain = directives(contentSecurityPolicy({ env, scriptHashes: hashes, delivery: 'meta' }))
    expect(plain['script-src']).not.toContain("'wasm-unsafe-eval'")
    const search = directives(
      contentSecurityPolicy({ env, scriptHashes: hashes, delivery: 'meta', webAssembly: true }),
    )
    expect(search['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...hashes,
      env.chatScriptUrl,
    ])
    expect(search['script-src']).not.toContain("'unsafe-eval'")
  })

  it('leaves out of the <meta> form what browsers ignore there', () => {
    const policy = contentSecurityPolicy({ env, scriptHashes: hashes, delivery: 'meta' })
    expect(policy).not.toMatch(/frame-ancestors|report-uri|sandbox/)
    expect(`${policy}; frame-ancestors 'none'`).toBe(
      contentSecurityPolicy({ env, scriptHashes: hashes, delivery: 'header' }),
    )
  })

  it("adds Google's Tag Manager and Analytics hosts only with a container id", () => {
    const without = contentSecurityPolicy({ env, scriptHashes: [], delivery: 'header' })
    expect(without).not.toMatch(
      /googletagmanager|google-analytics|analytics\.google|www\.google\.com/,
    )
    const policy = directives(
      contentSecurityPolicy({
        env: { ...env, gtmId: 'GTM-ABC123' },
        scriptHashes: [],
        delivery: 'header',
      }),
    )
    expect(policy['script-src']).toContain('https://*.googletagmanager.com')
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    )
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]),
    )
  })
})

describe('the chat widget in the policy', () => {
  it('allows every source the vendor module loads, in its own directive', () => {
    const policy = directives(contentSecurityPolicy({ env, scriptHashes: [], delivery: 'header' }))
    for (const [kind, sources] of Object.entries(chatVendorSources)) {
      expect(policy[`${kind}-src`]).toEqual(expect.arrayContaining([...sources]))
    }
    // Never the whole CDN or a wildcard: each source as narrow as the module allows.
    expect(Object.values(policy).flat()).not.toContain('https://cdn.jsdelivr.net')
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/chaindesk\.ai\/\*|\*\.chaindesk/)
  })
})

describe('sharedHeaderPolicy', () => {
  it('restricts everything but scripts, which each page allows in its <meta>', () => {
    const policy = directives(sharedHeaderPolicy(env))
    expect(policy['script-src']).toBeUndefined()
    expect(policy['default-src']).toBeUndefined()
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'self'", 'https://n8n.exemplo.com.br'])
  })
})

describe('the chat loader', () => {
  it('has a hash that changes with the widget and the agent', () => {
    const hash = scriptHash(chatLoaderSource(defaults.chatScriptUrl, 'agente-a'))
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(scriptHash(chatLoaderSource(defaults.chatScriptUrl, 'agente-b'))).not.toBe(hash)
  })
})
