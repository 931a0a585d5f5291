import { contactFormSettings, defaults, parseEnv } from './env'
import { workerRoutes } from './worker-routes'

describe('parseEnv', () => {
  it('falls back to the documented defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      siteUrl: defaults.siteUrl,
      contactWebhookUrl: defaults.contactWebhookUrl,
      contactWebhookCors: false,
      chatScriptUrl: defaults.chatScriptUrl,
      chatScriptIntegrity: undefined,
      chatAgentId: defaults.chatAgentId,
      gtmId: undefined,
      preview: false,
    })
  })

  it('makes a preview build with SITE_PREVIEW=1, and refuses any other value', () => {
    expect(parseEnv({ SITE_PREVIEW: '1' }).preview).toBe(true)
    expect(parseEnv({ SITE_PREVIEW: '0' }).preview).toBe(false)
    expect(() => parseEnv({ SITE_PREVIEW: 'yes' })).toThrow(/SITE_PREVIEW/)
  })

  it('treats empty values as unset and trims the site URL', () => {
    const env = parseEnv({ NEXT_PUBLIC_GTM_ID: '  ', NEXT_PUBLIC_SITE_URL: 'https://a.com.br/' })
    expect(env.gtmId).toBeUndefined()
    expect(env.siteUrl).toBe('https://a.com.br')
  })

  it('accepts well-formed values', () => {
    const env = parseEnv({
      NEXT_PUBLIC_CONTACT_WEBHOOK_URL: 'https://n8n.exemplo.com.br/webhook/abc',
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
      NEXT_PUBLIC_CHAT_AGENT_ID: 'clx_42-a',
    })
    expect(env.contactWebhookUrl).toBe('https://n8n.exemplo.com.br/webhook/abc')
    expect(env.gtmId).toBe('GTM-ABC123')
    expect(env.chatAgentId).toBe('clx_42-a')
  })

  it('takes the site’s own endpoint as the form’s address, and reads where it forwards', () => {
    const env = parseEnv({
      NEXT_PUBLIC_CONTACT_WEBHOOK_URL: workerRoutes.contact,
      CONTACT_AUTOMATION_URL: 'https://n8n.exemplo.com.br/webhook/abc',
    })
    expect(env.contactWebhookUrl).toBe(workerRoutes.contact)
    expect(env.contactAutomationUrl).toBe('https://n8n.exemplo.com.br/webhook/abc')
    expect(contactFormSettings(env)).toMatchObject({ readsAnswer: true, ownEndpoint: true })
    // A webhook elsewhere is read only when it answers CORS.
    const webhook = parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_URL: 'https://n8n.exemplo.com.br/w' })
    expect(contactFormSettings(webhook)).toMatchObject({ readsAnswer: false, ownEndpoint: false })
    const elsewhere = () => parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_URL: '/api/outro' })
    expect(elsewhere).toThrow(/NEXT_PUBLIC_CONTACT_WEBHOOK_URL/)
    expect(elsewhere).toThrow(`or ${workerRoutes.contact} (the site's own endpoint`)
    expect(() => parseEnv({ CONTACT_AUTOMATION_URL: 'n8n/webhook' })).toThrow(
      /CONTACT_AUTOMATION_URL/,
    )
  })

  it('fails with the variable name when a URL is malformed', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_URL: 'hooks/contato' })).toThrow(
      /NEXT_PUBLIC_CONTACT_WEBHOOK_URL/,
    )
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'ftp://files.example' })).toThrow(
      /NEXT_PUBLIC_SITE_URL/,
    )
  })

  it('reads whether the webhook answers CORS requests', () => {
    expect(parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: '1' }).contactWebhookCors).toBe(true)
    expect(parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: 'true' }).contactWebhookCors).toBe(true)
    expect(parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: '0' }).contactWebhookCors).toBe(false)
    expect(parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: ' ' }).contactWebhookCors).toBe(false)
  })

  it('fails with the variable name and the accepted values when the CORS setting is malformed', () => {
    for (const value of ['yes', 'on', '2', 'TRUE1']) {
      const parse = () => parseEnv({ NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: value })
      expect(parse).toThrow(/NEXT_PUBLIC_CONTACT_WEBHOOK_CORS/)
      expect(parse).toThrow(/must be 1 \(the webhook answers CORS requests\) or 0/)
    }
  })

  it('fails when the GTM id or the chat agent id is malformed', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_GTM_ID: 'UA-1234' })).toThrow(/NEXT_PUBLIC_GTM_ID/)
    expect(() => parseEnv({ NEXT_PUBLIC_CHAT_AGENT_ID: 'a b' })).toThrow(
      /NEXT_PUBLIC_CHAT_AGENT_ID/,
    )
  })

  it("reads the chat module's integrity hash, and refuses anything else", () => {
    const hash = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'
    expect(parseEnv({ NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY: hash }).chatScriptIntegrity).toBe(hash)
    for (const value of ['md5-abc', 'sha384 abc', 'oqVuAfXRKap7fdgcCY5uykM6']) {
      expect(() => parseEnv({ NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY: value })).toThrow(
        /NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY/,
      )
    }
  })
})
