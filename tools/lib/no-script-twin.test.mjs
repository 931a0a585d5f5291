import { withoutScripts } from './no-script-twin.mjs'

describe('withoutScripts', () => {
  it('takes out every script and script preload, and nothing else', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
      '<link rel="preload" href="/b.js" as="script"/><link rel="modulepreload" href="/c.js"/>' +
      '<link rel="preload" href="/f.woff2" as="font" crossorigin=""/>' +
      '<script>self.x=1</script><script src="/d.js" async=""></script></head>' +
      '<body><img src="/capa.webp" fetchpriority="high"/><script type="application/ld+json">{}</script></body></html>'
    expect(withoutScripts(html)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
        '<link rel="preload" href="/f.woff2" as="font" crossorigin=""/>' +
        '</head><body><img src="/capa.webp" fetchpriority="high"/></body></html>',
    )
  })
})
