import { fontPreloadsOf, sharedFontPreloads, withFontPreloads } from './font-preloads.mjs'

const preload =
  '<link rel="preload" href="/_next/static/media/jakarta.woff2" as="font" crossorigin="" type="font/woff2"/>'
const stylesheet =
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>'
const page = (head) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body></body></html>`
const preloads = [{ href: '/_next/static/media/jakarta.woff2', tag: preload }]

test('reads the font preloads of a page, and nothing else it preloads', () => {
  const html = page(
    `${preload}<link rel="preload" as="script" href="/a.js"/><link rel="preload" as="image" href="/b.svg"/>${stylesheet}`,
  )
  expect(fontPreloadsOf(html)).toEqual(preloads)
  expect(fontPreloadsOf(page(stylesheet))).toEqual([])
})

test('adds the missing preloads ahead of the first stylesheet', () => {
  expect(withFontPreloads(page(`<title>404</title>${stylesheet}`), preloads)).toBe(
    page(`<title>404</title>${preload}${stylesheet}`),
  )
})

test('adds them at the end of a head without stylesheets', () => {
  expect(withFontPreloads(page('<title>404</title>'), preloads)).toBe(
    page(`<title>404</title>${preload}`),
  )
})

test('leaves a page that already preloads the font as it is, however it wrote the tag', () => {
  const html = page(`${preload}${stylesheet}`)
  expect(withFontPreloads(html, preloads)).toBe(html)
  const other = page(`<link as="font" rel="preload" href="/_next/static/media/jakarta.woff2"/>`)
  expect(withFontPreloads(other, preloads)).toBe(other)
})

test('fails the build when the home page preloads no font to share', () => {
  const pages = new Map([['index.html', page(stylesheet)]])
  expect(() => sharedFontPreloads.prepare({ pages })).toThrow(/home page preloads no font/)
  const found = sharedFontPreloads.prepare({ pages: new Map([['index.html', page(preload)]]) })
  expect(found).toEqual({ preloads })
})
