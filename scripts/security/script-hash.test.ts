import { createHash } from 'node:crypto'

import { scriptHash } from './script-hash'

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP expects', () => {
    const source = "alert('olá')"
    const expected = createHash('sha256').update(Buffer.from(source, 'utf8')).digest('base64')
    expect(scriptHash(source)).toBe(`'sha256-${expected}'`)
  })

  it('hashes CR LF and lone CR line ends as the LF the parser hands the script', () => {
    expect(scriptHash('a()\r\nb()')).toBe(scriptHash('a()\nb()'))
    expect(scriptHash('a()\rb()')).toBe(scriptHash('a()\nb()'))
  })
})
