import { createHash } from 'node:crypto'

import { integrityOf, integrityReferences } from './integrity'
import { inlineScripts, scriptHash, withPolicyMeta } from './inline-scripts'

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-abc"></script>',
  '<script id="consent-defaults">(function(w){w.a=1})(window)</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="module">import "/x.js"</script>',
  '<script data-type="x">self.__next_f.push([1,"<\\/p>"])</script>',
  '</head><body></body></html>',
].join('')

describe('inlineScripts', () => {
  it('reads the scripts a browser runs, with their exact text, and skips data blocks', () => {
    expect(inlineScripts(page)).toEqual([
      '(function(w){w.a=1})(window)',
      'import "/x.js"',
      'self.__next_f.push([1,"<\\/p>"])',
    ])
  })
})

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP expects', () => {
    const source = "alert('olá')"
    const expected = createHash('sha256').update(Buffer.from(source, 'utf8')).digest('base64')
    expect(scriptHash(source)).toBe(`'sha256-${expected}'`)
  })

  it('hashes CR LF line ends as the LF the parser hands the script', () => {
    expect(scriptHash('a()\r\nb()')).toBe(scriptHash('a()\nb()'))
  })
})

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, ahead of every script', () => {
    const html = withPolicyMeta(page, "default-src 'none'")
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><script`,
    )
  })

  it('replaces an earlier policy instead of adding a second one', () => {
    const twice = withPolicyMeta(withPolicyMeta(page, "default-src 'none'"), "default-src 'self'")
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(twice).toContain(`content="default-src 'self'"`)
  })

  it('refuses a page with no charset declaration to anchor it', () => {
    expect(() => withPolicyMeta('<html><head></head></html>', "default-src 'none'")).toThrow(
      /charSet/,
    )
  })
})

describe('integrity', () => {
  it('lists the same-origin files a page pins, and hashes them the same way', () => {
    expect(integrityReferences(page)).toEqual([
      { url: '/_next/static/chunks/a.js', integrity: 'sha256-abc' },
    ])
    const content = Buffer.from('console.log(1)')
    const sha384 = createHash('sha384').update(content).digest('base64')
    expect(integrityOf(content, 'sha384-whatever')).toBe(`sha384-${sha384}`)
    expect(() => integrityOf(content, 'md5-x')).toThrow(/algorithm/)
  })
})
