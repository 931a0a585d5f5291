import { exportedPage } from './fixtures/exported-page.mjs'
import { startupScripts } from './startup-scripts.mjs'

const page = (head) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body></body></html>`

test("finds the page's async same-origin scripts and script preloads, in document order", () => {
  const scripts = startupScripts(exportedPage())
  expect(scripts.map(({ element, src, integrity }) => [element.name, src, integrity])).toEqual([
    ['link', '/_next/static/chunks/main.js', 'sha256-main'],
    ['script', '/_next/static/chunks/react.js', 'sha256-react'],
    ['script', '/_next/static/chunks/page.js', undefined],
    ['script', '/_next/static/chunks/main.js', 'sha256-main'],
  ])
})

test('leaves out the noModule polyfills, inline scripts and other hosts', () => {
  const srcs = startupScripts(exportedPage()).map(({ src }) => src)
  expect(srcs).not.toContain('/_next/static/chunks/polyfills.js')
  expect(srcs).not.toContain('https://cdn.example/widget.js')
})

test('fails on a same-origin script that would start before the first paint', () => {
  const async = '<script src="/_next/static/chunks/a.js" async=""></script>'
  expect(() =>
    startupScripts(page(`${async}<script src="/_next/static/chunks/b.js"></script>`)),
  ).toThrow(/b\.js.*not a plain async script/)
  expect(() =>
    startupScripts(
      page(`${async}<script type="module" src="/_next/static/chunks/c.js" async=""></script>`),
    ),
  ).toThrow(/c\.js/)
})

test('fails on a page that loads no chunk the way the steps expect', () => {
  const polyfills = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'
  expect(() =>
    startupScripts(page(`<script>self.__next_s=["/a.js"]</script>${polyfills}`)),
  ).toThrow(/No async same-origin script/)
})
