import { cacheControl } from '../../scripts/security/policy'
import { allowTimeForItems, expect, routes, test } from '../fixtures'
import {
  asHeader,
  buildAssets,
  expectNotFoundUnderSharedPolicy,
  expectPageUnderSharedPolicy,
  expectPagesRunUnderTheirPolicy,
  expectSearchUnderItsPolicy,
  expectEditorOpenerPolicy,
  expectSecurityHeaders,
  header,
} from '../hosting'

/**
 * What Pages sends a file `_headers` gives no caching of its own, a page among them: it
 * revalidates, as the site's `no-cache` does.
 */
const PAGES_DEFAULT_CACHING = 'public, max-age=0, must-revalidate'

/**
 * The site as Cloudflare Pages serves it: out/ and its `_headers` in Pages' own runtime
 * (e2e/cloudflare/serve.mjs). Pages matches `_headers` rules by the path asked for, not the
 * file it answers with, and joins a header two rules set; scripts/security/hosts/headers-file.ts
 * writes the file for that, and these tests check what reaches the browser.
 */

test('every page is sent the same shared policy and the security headers, and is revalidated', async ({
  request,
}) => {
  const policies = new Set<string | undefined>()
  allowTimeForItems(routes.length)
  for (const route of routes) {
    const response = await expectPageUnderSharedPolicy(request, route)
    policies.add(header(response, 'Content-Security-Policy'))
    expect(header(response, 'Cache-Control'), route.path).toBe(PAGES_DEFAULT_CACHING)
  }
  expect(policies.size).toBe(1)
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

test('the editor lets its sign-in window write back; every other page keeps same-origin', async ({
  request,
}) => {
  await expectEditorOpenerPolicy(request)
})

test('a page of each kind runs under its policy, the chat vendor’s files included', async ({
  page,
  pageErrors,
}) => {
  await expectPagesRunUnderTheirPolicy(page, pageErrors, (policy, meta) => {
    expect(asHeader(meta).split('; ')).toEqual(expect.arrayContaining(policy!.split('; ')))
    expect(policy).not.toContain('script-src')
  })
})

test('the search runs under its policy; its files come with their types and caching', async ({
  page,
  pageErrors,
}) => {
  // `_headers` gives Pagefind's reader, entry and WebAssembly no caching of their own.
  await expectSearchUnderItsPolicy(page, pageErrors, {
    headerPolicy: 'shared',
    revalidated: PAGES_DEFAULT_CACHING,
  })
})
