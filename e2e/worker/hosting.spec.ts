import { contactRoute } from '../../content/registry/contact-route'
import { cacheControl } from '../../scripts/security/policy'
import { securityHeaders } from '../../lib/security-headers'
import { workerRoutes } from '../../lib/worker-routes'
import { allowTimeForItems, expect, missingRoute, routes, test } from '../fixtures'
import {
  buildAssets,
  expectNotFoundUnderSharedPolicy,
  expectPageUnderSharedPolicy,
  expectSecurityHeaders,
  header,
  headingIn,
} from '../hosting'

/**
 * The site as Cloudflare Workers serves it: out-worker/ as the Worker's static assets,
 * with its `_headers`, and the Worker only under /api/ (wrangler.jsonc, e2e/worker/serve.mjs).
 * The asset server is the one Cloudflare Pages runs (e2e/cloudflare/), so these check what
 * differs: every page is still a static file under the shared policy, and what the Worker
 * answers itself carries the site's headers.
 */

/** What Workers send a file `_headers` gives no caching of its own: revalidated. */
const ASSETS_DEFAULT_CACHING = 'public, max-age=0, must-revalidate'

test('every page is a static file, sent the shared policy and the security headers, and revalidated', async ({
  request,
}) => {
  allowTimeForItems(routes.length)
  for (const route of routes) {
    const response = await expectPageUnderSharedPolicy(request, route)
    expect(header(response, 'Cache-Control'), route.path).toBe(ASSETS_DEFAULT_CACHING)
  }
})

test('an unknown path is a 404 with the not-found page, under the site and the Worker alike', async ({
  request,
}) => {
  await expectNotFoundUnderSharedPolicy(request)
  // Under /api/ the Worker runs first, and hands an address of its own it does not know to
  // the assets: the same not-found page.
  const unknown = await request.get('/api/nao-existe', { maxRedirects: 0 })
  expect(unknown.status()).toBe(404)
  expect(headingIn(await unknown.text())).toBe(missingRoute.heading)
})

test('folders get their slash; build assets are cached for good; the host’s file is not served', async ({
  request,
}) => {
  const folder = await request.get('/sobre', { maxRedirects: 0 })
  expect(folder.status()).toBe(307)
  expect(header(folder, 'Location')).toBe('/sobre/')
  for (const url of await buildAssets(request)) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(header(response, 'Cache-Control'), url).toBe(cacheControl.immutable)
  }
  expect((await request.get('/_headers', { maxRedirects: 0 })).status()).toBe(404)
})

test('what the Worker answers itself has the site’s headers, a policy that allows nothing, and is never cached', async ({
  request,
}) => {
  const status = await request.get(workerRoutes.contactStatus)
  expect(status.status()).toBe(200)
  expectSecurityHeaders(status, workerRoutes.contactStatus)
  expect(header(status, 'Content-Security-Policy')).toContain("default-src 'none'")
  expect(header(status, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
  expect(header(status, 'Cache-Control')).toBe('no-store')

  // Opened in the browser, the form's address leads back to the form.
  const opened = await request.get(workerRoutes.contact, {
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  })
  expect(opened.status()).toBe(303)
  expect(header(opened, 'Location')).toBe(contactRoute)
  expect(header(opened, 'Strict-Transport-Security')).toBe(
    securityHeaders['Strict-Transport-Security'],
  )
})
