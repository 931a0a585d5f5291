import { FALLBACK_LINK_MAX, fallbackLinks } from './fallback'

/** A number no one holds: DDD 23 is assigned to no area. */
const channels = {
  whatsappDigits: '5523999990000',
  email: 'contato@empresa.com.br',
  subject: 'Contato pelo site',
}

/** The text a link carries, decoded. */
const whatsappText = (href: string | undefined) => new URL(href!).searchParams.get('text')
const emailBody = (href: string | undefined) =>
  new URL(href!.replace('mailto:', 'https://x/')).searchParams.get('body')

test('a message goes whole in both links, line breaks and accents kept', () => {
  const text =
    'Olá! Sou Ana (ana@empresa.com.br, (31) 98888-7777).\n\nPrecisamos de suporte às 40 estações.'
  const links = fallbackLinks({ text, ...channels })
  expect(links.shortened).toBe(false)
  expect(links.whatsapp!.startsWith('https://wa.me/5523999990000?text=')).toBe(true)
  expect(whatsappText(links.whatsapp)).toBe(text)
  expect(
    links.email!.startsWith('mailto:contato@empresa.com.br?subject=Contato%20pelo%20site&body='),
  ).toBe(true)
  expect(emailBody(links.email)).toBe(text)
})

test('a long message of emoji is cut between them, never inside one', () => {
  const text = `${'a'.repeat(500)}${'🚀'.repeat(400)}`
  const links = fallbackLinks({ text, ...channels })
  expect(links.shortened).toBe(true)
  expect(whatsappText(links.whatsapp)!.endsWith('🚀…')).toBe(true)
})

test('a message too long for the links is cut at a word, with an ellipsis, to fit both', () => {
  const text = 'Precisamos de ajuda com a migração. '.repeat(60).trim()
  const links = fallbackLinks({ text, ...channels })
  expect(links.shortened).toBe(true)
  expect(links.whatsapp!.length).toBeLessThanOrEqual(FALLBACK_LINK_MAX)
  expect(links.email!.length).toBeLessThanOrEqual(FALLBACK_LINK_MAX)
  const carried = whatsappText(links.whatsapp)!
  expect(carried.endsWith('…')).toBe(true)
  expect(text.startsWith(carried.slice(0, -1))).toBe(true)
  expect(carried.slice(0, -1)).toMatch(/migração\.$/)
  // It keeps as much as fits: another word would not.
  expect(carried.length).toBeGreaterThan(FALLBACK_LINK_MAX / 4)
})

test('a message with half an emoji goes with U+FFFD in its place, whole or cut', () => {
  const half = '\uD83D'
  const links = fallbackLinks({ text: `Servidor caiu ${half} hoje`, ...channels })
  expect(whatsappText(links.whatsapp)).toBe('Servidor caiu \uFFFD hoje')
  expect(emailBody(links.email)).toBe('Servidor caiu \uFFFD hoje')
  const long = fallbackLinks({ text: `${'palavra '.repeat(300)}${half}`.repeat(2), ...channels })
  expect(long.shortened).toBe(true)
  expect(whatsappText(long.whatsapp)!.endsWith('…')).toBe(true)
})

test("the bare addresses hold the company's channels alone", () => {
  const links = fallbackLinks({ text: 'Olá! Sou Ana (ana@empresa.com.br).', ...channels })
  expect(links.bare).toEqual({
    whatsapp: 'https://wa.me/5523999990000',
    email: 'mailto:contato@empresa.com.br',
  })
  expect(links.whatsapp!.startsWith(`${links.bare.whatsapp}?`)).toBe(true)
  expect(links.email!.startsWith(`${links.bare.email}?`)).toBe(true)
})

test('a channel not given has no link, and a long message is cut to fit the one left alone', () => {
  const text = 'Precisamos de ajuda com a migração. '.repeat(60).trim()
  const { email, ...rest } = channels
  const alone = fallbackLinks({ text, ...rest })
  expect(alone.email).toBeUndefined()
  expect(alone.bare).toEqual({ whatsapp: 'https://wa.me/5523999990000' })
  expect(alone.shortened).toBe(true)
  expect(alone.whatsapp!.length).toBeLessThanOrEqual(FALLBACK_LINK_MAX)
  // The e-mail's link, longer for the same text, no longer holds the WhatsApp one back.
  const both = fallbackLinks({ text, email, ...rest })
  expect(whatsappText(alone.whatsapp)!.length).toBeGreaterThan(whatsappText(both.whatsapp)!.length)

  const none = fallbackLinks({ text, subject: channels.subject })
  expect(none).toEqual({ bare: {}, shortened: false })
})
