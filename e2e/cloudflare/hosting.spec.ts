import { cacheControl } from '../../lib/security/policy'
import { expect, routes, test } from '../fixtures'
import {
  buildAssets,
  expectNotFoundUnderSharedPolicy,
  expectPageUnderItsPolicy,
  expectPagesRunUnderHeaderPolicy,
  expectSearchUnderHeaderPolicy,
  expectSecurityHeaders,
  header,
} from '../hosting'

/**
 * The site as Cloudflare Pages serves it: out/ and its `_headers` in Pages' own runtime
 * (e2e/cloudflare/serve.mjs). Pages matches `_headers` rules by the path asked for, not the
 * file it answers with, and joins a header two rules set; lib/security/hosts/headers-file.ts
 * writes the file for that, and these tests check what reaches the browser.
 */

test('each page is sent its own policy and the security headers, and is revalidated', async ({
  request,
}) => {
  for (const route of routes) {
    const response = await expectPageUnderItsPolicy(request, route)
    expect(header(response, 'Cache-Control'), route.path).toBe(cacheControl.revalidate)
  }
})

test('an unknown path is a 404 with the not-found page, under its full policy', async ({
  request,
}) => {
  const response = await expectNotFoundUnderSharedPolicy(request)
  // Pages never lets a 404 be cached.
  expect(header(response, 'Cache-Control')).toBe('no-store')
})

test('folders get their slash; build assets are cached for good; nothing else is served', async ({
  request,
}) => {
  const folder = await request.get('/sobre', { maxRedirects: 0 })
  expect(folder.status()).toBe(308)
  expect(header(folder, 'Location')).toBe('/sobre/')

  for (const url of await buildAssets(request)) {
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
  await expectPagesRunUnderHeaderPolicy(page, pageErrors)
})

test('the search runs under its header policy; its files come with their types and caching', async ({
  page,
  pageErrors,
}) => {
  // `_headers` gives Pagefind's reader, entry and WebAssembly no caching of their own: Pages
  // sends its default, which revalidates as the site's `no-cache` does.
  await expectSearchUnderHeaderPolicy(page, pageErrors, 'public, max-age=0, must-revalidate')
})
