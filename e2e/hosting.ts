import type { APIRequestContext, APIResponse, Page, Response } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { pages } from '../content/pages'
import { PAGEFIND_PATH } from '../lib/search/pagefind'
import { cacheControl, securityHeaders } from '../lib/security/policy'
import { chatWidget, serveChatVendor, vendorLoads, vendorModule, WIDGET_WAIT } from './chat-vendor'
import { expect, missingRoute, open, routes } from './fixtures'
import { aPost, keywordOf } from './searchable'

/**
 * What the specs of real hosts (e2e/nginx/, e2e/cloudflare/, e2e/netlify/) read from a
 * response, its headers and the policy each page carries in its `<meta>`, and the checks
 * the hosts that read `_headers` share.
 */

/** A response header, failing the test when there is no response at all. */
export function header(response: APIResponse | Response | null, name: string) {
  expect(response, 'a response').not.toBeNull()
  return response!.headers()[name.toLowerCase()]
}

/** Every header lib/security/policy.ts sends besides the policy, each with its value. */
export function expectSecurityHeaders(response: APIResponse | Response | null, path: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(header(response, name), `${name} of ${path}`).toBe(value)
  }
}

/** The policy in the `<meta>` of the page open in `page`. */
export function metaPolicy(page: Page) {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
}

/** The policy in the `<meta>` of a page's HTML, as a host served it. */
export function metaPolicyIn(html: string) {
  const meta = DomUtils.findOne(
    (element) =>
      element.name === 'meta' && element.attribs['http-equiv'] === 'Content-Security-Policy',
    parseDocument(html).children,
  )
  return meta?.attribs.content ?? null
}

/**
 * A page's policy as a header sends it: browsers ignore `frame-ancestors` in a `<meta>`
 * (lib/security/policy.ts), so only the header has it.
 */
export const asHeader = (metaPolicy: string | null) => `${metaPolicy}; frame-ancestors 'none'`

/** One directive of a policy, with its sources. */
export function directive(policy: string | undefined, name: string) {
  return (policy ?? '').split('; ').find((part) => part.startsWith(`${name} `)) ?? ''
}

/** The first heading of a page's HTML, as a host served it. */
export function headingIn(html: string) {
  const h1 = DomUtils.findOne((element) => element.name === 'h1', parseDocument(html).children)
  return h1 ? DomUtils.textContent(h1) : null
}

/**
 * Asks for `path` and checks the host answers with the page of `route` under the page's
 * own policy, as a header, and the other security headers. Returns the response.
 */
export async function expectPageUnderItsPolicy(
  request: APIRequestContext,
  route: (typeof routes)[number],
  path = route.path,
) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  expect(headingIn(html), path).toBe(route.heading)
  // One policy, the page's own: the shared one `/*` sets is detached or replaced.
  expect(header(response, 'Content-Security-Policy'), path).toBe(asHeader(metaPolicyIn(html)))
  expectSecurityHeaders(response, path)
  return response
}

/**
 * Asks for an unknown path and checks the host answers 404 with the not-found page, under
 * the policy of `/*` in `_headers`. Returns the response.
 */
export async function expectNotFoundUnderSharedPolicy(request: APIRequestContext) {
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
  return response
}

/** The URLs of the build's scripts and stylesheets the home page loads, some of each. */
export async function buildAssets(request: APIRequestContext) {
  const home = parseDocument(await (await request.get('/')).text())
  const assets = DomUtils.findAll(
    (element) =>
      (element.name === 'script' && /^\/_next\/static\/.+\.js$/.test(element.attribs.src ?? '')) ||
      (element.name === 'link' && element.attribs.rel === 'stylesheet'),
    home.children,
  ).map((element) => element.attribs.src ?? element.attribs.href!)
  expect(assets.some((url) => url.endsWith('.css'))).toBe(true)
  expect(assets.some((url) => url.endsWith('.js'))).toBe(true)
  return assets
}

/**
 * Opens every page and the not-found one in the browser, with the chat vendor's stand-in
 * answering, and checks each runs under the policy its header sends with every file the
 * vendor's module loads. Any policy violation fails the test (e2e/fixtures.ts).
 */
export async function expectPagesRunUnderHeaderPolicy(page: Page, pageErrors: string[]) {
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
  // Chromium reports the not-found page's own status, and nothing else.
  expect(pageErrors).toEqual([
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
}

/**
 * Searches on /busca/ for a word of a post's title and checks the search runs under the
 * page's header policy, the only one that allows WebAssembly, and that Pagefind's files
 * arrive with their types and caching: its reader and WebAssembly, which keep their names,
 * revalidated; the index's chunks, named by their content, cached for good. Any policy
 * violation fails the test (e2e/fixtures.ts).
 */
export async function expectSearchUnderHeaderPolicy(page: Page) {
  const post = aPost()
  const files: [name: string, response: Response][] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith(PAGEFIND_PATH)) {
      files.push([pathname.slice(PAGEFIND_PATH.length), response])
    }
  })
  const query = encodeURIComponent(keywordOf(post))
  const response = await open(page, `${pages.search.route}?q=${query}`)
  const policy = header(response, 'Content-Security-Policy')
  expect(directive(policy, 'script-src')).toContain("'wasm-unsafe-eval'")
  await expect(
    page.getByRole('main').getByRole('link', { name: post.title, exact: true }),
  ).toHaveAttribute('href', post.route)

  const served = (name: RegExp) => {
    const found = files.filter(([file]) => name.test(file)).map(([, response]) => response)
    expect(found.length, `files matching ${name}`).toBeGreaterThan(0)
    return found
  }
  for (const reader of served(/^pagefind\.js$/)) {
    expect(header(reader, 'Content-Type')).toMatch(/^(application|text)\/javascript/)
    expect(header(reader, 'Cache-Control')).not.toContain('immutable')
  }
  for (const entry of served(/^pagefind-entry\.json$/)) {
    expect(header(entry, 'Content-Type')).toMatch(/^application\/json/)
  }
  for (const wasm of served(/^wasm\.[^/]+\.pagefind$/)) {
    expect(wasm.status()).toBe(200)
    expect(header(wasm, 'Cache-Control')).not.toContain('immutable')
  }
  for (const chunk of served(/^(index|fragment)\//)) {
    expect(chunk.status(), chunk.url()).toBe(200)
    expect(header(chunk, 'Cache-Control'), chunk.url()).toBe(cacheControl.immutable)
  }
}
