import { readElements } from './html.mjs'
import {
  assertNoInlineHandlers,
  hasPolicyMeta,
  inlineScripts,
  policyMeta,
  withPolicyMeta,
} from './policy-meta.mjs'

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-abc"></script>',
  '<script id="consent-defaults">(function(w){w.a=1})(window)</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="module">import "/x.js"</script>',
  '<script data-type="x">self.__next_f.push([1,"<\\/p> &amp; \\u003c!--"])</script>',
  '</head><body></body></html>',
].join('')

describe('inlineScripts', () => {
  it('reads the scripts a browser runs, with their exact text, and skips data blocks', () => {
    expect(inlineScripts(page)).toEqual([
      '(function(w){w.a=1})(window)',
      'import "/x.js"',
      'self.__next_f.push([1,"<\\/p> &amp; \\u003c!--"])',
    ])
  })

  it('fails on a script a browser could end elsewhere, or read with other characters', () => {
    const comment = '<html><head><script>a("<!--<script>")</script>b()</script></head></html>'
    expect(() => inlineScripts(comment)).toThrow('"<!--" or a NUL')
    expect(() => inlineScripts('<html><head><script>a("\0")</script></head></html>')).toThrow(
      '"<!--" or a NUL',
    )
    expect(
      inlineScripts('<html><head><script type="text/plain"><!--</script></head></html>'),
    ).toEqual([])
  })
})

describe('assertNoInlineHandlers', () => {
  it('passes a page whose script all lives in script elements', () => {
    expect(() => assertNoInlineHandlers(page)).not.toThrow()
    expect(() => assertNoInlineHandlers('<a href="/ajuda/java-script:">x</a>')).not.toThrow()
  })

  it('fails on an event-handler attribute or a javascript: address, which hashes cannot allow', () => {
    expect(() => assertNoInlineHandlers('<button onClick="go()">Ir</button>')).toThrow(
      '<button> at 0 runs script from its onclick attribute',
    )
    expect(() => assertNoInlineHandlers('<p><a href=" JavaScript:go()">Ir</a></p>')).toThrow(
      '<a> at 3 runs script from its href attribute',
    )
  })
})

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, ahead of every script, escaped once', () => {
    const html = withPolicyMeta(page, `default-src 'none'; script-src "x" &`)
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src &quot;x&quot; &amp;"/>`
    expect(html).toBe(page.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${meta}`))
    const policy = readElements(html).find(({ attributes }) => attributes.has('http-equiv'))
    expect(policy.attributes.get('content')).toBe(`default-src 'none'; script-src "x" &`)
    expect(hasPolicyMeta(html)).toBe(true)
    expect(hasPolicyMeta(page)).toBe(false)
  })

  it('fails on a page with no charset declaration to anchor it', () => {
    expect(() => withPolicyMeta('<html><head></head></html>', "default-src 'none'")).toThrow(
      'No <meta charset="utf-8">',
    )
  })

  it('fails on a script ahead of the charset, which the policy would not cover', () => {
    const early = '<html><head><script>a()</script><meta charset="utf-8"></head></html>'
    expect(() => withPolicyMeta(early, "default-src 'none'")).toThrow(/before the charset/)
  })
})

test('the step hashes the inline scripts of the page it writes the policy into', () => {
  const seen = []
  const meta = (file, scripts) => (seen.push([file, scripts]), 'p')
  const facts = policyMeta.prepare({ policies: { meta } })
  const html = policyMeta.apply(page, facts, 'sobre/index.html')
  expect(seen).toEqual([['sobre/index.html', inlineScripts(page)]])
  expect(html).toContain(
    '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="p"/>',
  )
})
