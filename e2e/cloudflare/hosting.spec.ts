import { DomUtils, parseDocument } from 'htmlparser2'

import { cacheControl } from '../../lib/security/policy'
import { chatWidget, serveChatVendor, vendorLoads, vendorModule, WIDGET_WAIT } from '../chat-vendor'
import { expect, missingRoute, open, routes, test } from '../fixtures'
import { asHeader, expectSecurityHeaders, header, metaPolicy, metaPolicyIn } from '../hosting'

/**
 * The site as Cloudflare Pages serves it: out/ and its `_headers` in Pages' own runtime
 * (e2e/cloudflare/serve.mjs). Pages matches `_headers` rules by the path asked for, not the
 * file it answers with, and joins a header two rules set; lib/security/host-configs.ts
 * writes the file for that, and these tests check what reaches the browser.
 */

/** The first heading of a page's HTML, as a host served it. */
function headingIn(html: string) {
  const h1 = DomUtils.findOne((element) => element.name === 'h1', parseDocument(html).children)
  return h1 ? DomUtils.textContent(h1) : null
}

test('each page is sent its own policy and the security headers, and is revalidated', async ({
  request,
}) => {
  for (const { path, heading } of routes) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(headingIn(html), path).toBe(heading)
    // One policy, the page's own: the shared one `/*` sets is detached first.
    expect(header(response, 'Content-Security-Policy'), path).toBe(asHeader(metaPolicyIn(html)))
    expectSecurityHeaders(response, path)
    expect(header(response, 'Cache-Control'), path).toBe(cacheControl.revalidate)
  }
})

test('an unknown path is a 404 with the not-found page, under its full policy', async ({
  request,
}) => {
  const response = await request.get(missingRoute.path, { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(headingIn(html)).toBe(missingRoute.heading)
  // Only `/*` matches an unknown path: its policy is the directives all pages share, each
  // of them in this page's own <meta>, which browsers enforce too; together they are the
  // not-found page's policy, script hashes included. A default-src there would block it.
  const directives = header(response, 'Content-Security-Policy')!.split('; ')
  expect(directives).toContain("frame-ancestors 'none'")
  expect(directives.filter((directive) => directive.startsWith('default-src'))).toEqual([])
  expect(asHeader(metaPolicyIn(html)).split('; ')).toEqual(expect.arrayContaining(directives))
  expectSecurityHeaders(response, missingRoute.path)
  // Pages never lets a 404 be cached.
  expect(header(response, 'Cache-Control')).toBe('no-store')
})

test('folders get their slash; build assets are cached for good; nothing else is served', async ({
  request,
}) => {
  const folder = await request.get('/sobre', { maxRedirects: 0 })
  expect(folder.status()).toBe(308)
  expect(header(folder, 'Location')).toBe('/sobre/')

  const home = parseDocument(await (await request.get('/')).text())
  const assets = DomUtils.findAll(
    (element) =>
      (element.name === 'script' && /^\/_next\/static\/.+\.js$/.test(element.attribs.src ?? '')) ||
      (element.name === 'link' && element.attribs.rel === 'stylesheet'),
    home.children,
  ).map((element) => element.attribs.src ?? element.attribs.href!)
  expect(assets.some((url) => url.endsWith('.css'))).toBe(true)
  expect(assets.some((url) => url.endsWith('.js'))).toBe(true)
  for (const url of assets) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(header(response, 'Cache-Control'), url).toBe(cacheControl.immutable)
    expectSecurityHeaders(response, url)
  }

  // The host's own file, a missing asset, and the copies of the not-found page Next
  // exports besides 404.html are all plain 404s.
  for (const path of ['/_headers', '/_next/static/chunks/nao-existe.js', '/_not-found/']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    expect(header(response, 'Cache-Control'), path).toBe('no-store')
  }
})

test('every page runs under its header policy, the chat vendor’s files included', async ({
  page,
  pageErrors,
}) => {
  await serveChatVendor(page, vendorModule({ delayMs: 0 }))
  for (const route of [...routes, missingRoute]) {
    const response = await open(page, route.path)
    expect(response?.status(), route.path).toBe(route === missingRoute ? 404 : 200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    if (route !== missingRoute) {
      expect(header(response, 'Content-Security-Policy')).toBe(asHeader(await metaPolicy(page)))
    }
    await expect(page.getByRole('button', { name: 'Abrir o chat' })).toBeVisible(WIDGET_WAIT)
    await expect
      .poll(async () => (await chatWidget(page))?.loaded.toSorted(), WIDGET_WAIT)
      .toEqual(vendorLoads.toSorted())
  }
  // Any policy violation fails the test (e2e/fixtures.ts); Chromium reports the not-found
  // page's own status, and nothing else.
  expect(pageErrors).toEqual([
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
})
