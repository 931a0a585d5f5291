import type { APIRequestContext, APIResponse, Page, Response } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { pages } from '../content/registry/pages'
import { PAGEFIND_MODULE, PAGEFIND_PATH } from '../lib/search/pagefind'
import { securityHeaders } from '../lib/security-headers'
import { ADMIN_OPENER_POLICY, cacheControl, IMMUTABLE_PATHS } from '../scripts/security/policy'
import { chatWidget, serveChatVendor, vendorLoads, vendorModule, WIDGET_WAIT } from './chat-vendor'
import { allowTimeForPages, expect, missingRoute, onePagePerKind, open } from './fixtures'
import type { Route } from './fixtures'
import { expectResultLinked } from './search-page'
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

/** Every header scripts/security/policy.ts sends besides the policy, each with its value. */
export function expectSecurityHeaders(response: APIResponse | Response | null, path: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(header(response, name), `${name} of ${path}`).toBe(value)
  }
}

/**
 * Checks the editor's page lets the sign-in window it opens write back to it
 * (`ADMIN_OPENER_POLICY`), and every other page keeps the site's opener policy.
 */
export async function expectEditorOpenerPolicy(request: APIRequestContext) {
  const editor = await request.get('/admin/')
  expect(editor.status()).toBe(200)
  expect(header(editor, 'Cross-Origin-Opener-Policy')).toBe(ADMIN_OPENER_POLICY)
  expect(header(await request.get('/'), 'Cross-Origin-Opener-Policy')).toBe(
    securityHeaders['Cross-Origin-Opener-Policy'],
  )
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
 * (scripts/security/policy.ts), so only the header has it.
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
 * Checks a response of a host that reads `_headers` (Cloudflare Workers and Pages, Netlify): the policy
 * header is the one `/*` sends every path, the directives every policy of the site shares
 * with `frame-ancestors` among them and no `default-src`, each of them also in the page's
 * `<meta>`, which browsers enforce too: together, the page's whole policy. Returns the
 * header's policy, the same for every path.
 */
export function expectSharedHeaderPolicy(response: APIResponse, html: string, path: string) {
  const shared = header(response, 'Content-Security-Policy')!
  const directives = shared.split('; ')
  expect(directives, path).toContain("frame-ancestors 'none'")
  expect(directives.filter((directive) => /^(default|script)-src /.test(directive))).toEqual([])
  expect(asHeader(metaPolicyIn(html)).split('; '), path).toEqual(expect.arrayContaining(directives))
  expectSecurityHeaders(response, path)
  return shared
}

/**
 * Asks for `path` and checks the host answers with the page of `route` under the shared
 * header policy and its own `<meta>` (expectSharedHeaderPolicy). Returns the response.
 */
export async function expectPageUnderSharedPolicy(
  request: APIRequestContext,
  route: Route,
  path = route.path,
) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  expect(headingIn(html), path).toBe(route.heading)
  expectSharedHeaderPolicy(response, html, path)
  return response
}

/**
 * Asks for an unknown path and checks the host answers 404 with the not-found page, under
 * the shared header policy and the page's own `<meta>`. Returns the response.
 */
export async function expectNotFoundUnderSharedPolicy(request: APIRequestContext) {
  const response = await request.get(missingRoute.path, { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(headingIn(html)).toBe(missingRoute.heading)
  expectSharedHeaderPolicy(response, html, missingRoute.path)
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
 * Opens a page of each kind and the not-found one in the browser, with the chat vendor's
 * stand-in answering, and checks each runs under the policy its host sends with every file
 * the vendor's module loads, with no error: `header` says what the policy header must be,
 * given the page's `<meta>`. Every page's headers are read without a browser
 * (`expectPageUnderSharedPolicy`). Any policy violation fails the test (e2e/fixtures.ts).
 */
export async function expectPagesRunUnderTheirPolicy(
  page: Page,
  pageErrors: string[],
  expectHeader: (header: string | undefined, metaPolicy: string | null) => void,
) {
  const visited = [...onePagePerKind, missingRoute]
  allowTimeForPages(visited.length)
  await serveChatVendor(page, vendorModule({ delayMs: 0 }))
  for (const route of visited) {
    const response = await open(page, route.path)
    expect(response?.status(), route.path).toBe(route === missingRoute ? 404 : 200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    expectHeader(header(response, 'Content-Security-Policy'), await metaPolicy(page))
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
 * page's policy, the only one that allows WebAssembly, with no error, and that Pagefind's
 * files arrive with their types and caching: the index's chunks, named by their content,
 * cached for good; its reader, its entry and its WebAssembly, which keep their names,
 * revalidated, with the host's `revalidated` value. `headerPolicy` says what the host's
 * header carries: the page's `whole` policy (nginx), or the directives every policy
 * `shares` (`_headers`). Any policy violation fails the test (e2e/fixtures.ts).
 */
export async function expectSearchUnderItsPolicy(
  page: Page,
  pageErrors: string[],
  {
    headerPolicy,
    revalidated = cacheControl.revalidate,
  }: { headerPolicy: 'whole' | 'shared'; revalidated?: string },
) {
  const post = aPost()
  const files: Response[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(PAGEFIND_PATH)) files.push(response)
  })
  const query = encodeURIComponent(keywordOf(post))
  const response = await open(page, `${pages.search.route}?q=${query}`)
  // Its <meta> allows WebAssembly, and so does the header where it carries the whole policy;
  // where it carries only the shared directives it says nothing of scripts.
  const meta = await metaPolicy(page)
  expect(directive(meta ?? '', 'script-src')).toContain("'wasm-unsafe-eval'")
  const policy = header(response, 'Content-Security-Policy')
  if (headerPolicy === 'whole') expect(policy).toBe(asHeader(meta))
  else expect(directive(policy, 'script-src')).toBe('')
  await expectResultLinked(page, post)

  const pathOf = (file: Response) => new URL(file.url()).pathname
  const cachedForGood = (path: string) => IMMUTABLE_PATHS.some((folder) => path.startsWith(folder))
  /** The one file of `path`, which must have arrived. */
  const file = (path: string) => {
    const found = files.find((response) => pathOf(response) === path)
    expect(found, path).toBeDefined()
    return found!
  }
  expect(header(file(PAGEFIND_MODULE), 'Content-Type')).toMatch(/^(application|text)\/javascript/)
  expect(header(file(`${PAGEFIND_PATH}pagefind-entry.json`), 'Content-Type')).toMatch(
    /^application\/json/,
  )
  expect(files.map(pathOf), 'its WebAssembly').toContainEqual(
    expect.stringMatching(/\/wasm\.[^/]+\.pagefind$/),
  )
  expect(files.map(pathOf).filter(cachedForGood), 'chunks of its index').not.toEqual([])
  for (const arrived of files) {
    const path = pathOf(arrived)
    expect(arrived.status(), path).toBe(200)
    expect(header(arrived, 'Cache-Control'), path).toBe(
      cachedForGood(path) ? cacheControl.immutable : revalidated,
    )
  }
  expect(pageErrors).toEqual([])
}
