import type { Locator } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { env } from '../../lib/env'
import { cacheControl } from '../../scripts/security/policy'
import { WIDGET_WAIT } from '../chat-vendor'
import { rememberConsent } from '../data-layer'
import {
  allowTimeForItems,
  allowTimeForPages,
  expect,
  missingRoute,
  onePagePerKind,
  open,
  routes,
  test,
} from '../fixtures'
import {
  asHeader,
  directive,
  expectSearchUnderItsPolicy,
  expectEditorOpenerPolicy,
  expectSecurityHeaders,
  header,
  headingIn,
  metaPolicy,
  metaPolicyIn,
} from '../hosting'

/**
 * The site as nginx serves it with deploy/nginx/site.conf: each page's whole policy arrives
 * as a header as well as in its <meta>, and everything still works under both. The
 * fixtures fail any test in which the policy blocks something.
 */

const notFound = missingRoute

/** Fills every field of the contact form with a valid message. */
async function fillContactForm(form: Locator) {
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ana Souza')
  await form.getByRole('textbox', { name: 'Telefone', exact: true }).fill('(31) 98888-7777')
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ana@empresa.com.br')
  await form
    .getByRole('textbox', { name: 'Mensagem', exact: true })
    .fill('Precisamos de suporte para 40 estações de trabalho.')
}

test('every page is sent its whole policy as a header, the one its <meta> carries', async ({
  request,
}) => {
  const served = [...routes, notFound]
  allowTimeForItems(served.length)
  for (const route of served) {
    const response = await request.get(route.path)
    expect(response.status(), route.path).toBe(route === notFound ? 404 : 200)
    const html = await response.text()
    expect(headingIn(html), route.path).toBe(route.heading)
    const policy = header(response, 'Content-Security-Policy')
    expect(policy, route.path).toBe(asHeader(metaPolicyIn(html)))
    // Only the search page may compile WebAssembly; no page may eval or run inline script.
    const webAssembly = 'webAssembly' in route && route.webAssembly ? "'wasm-unsafe-eval' " : ''
    expect(directive(policy, 'script-src'), route.path).toMatch(
      new RegExp(`^script-src 'self' ${webAssembly}'sha256-`),
    )
    expect(directive(policy, 'script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  }
})

test('a page of each kind runs under its header policy, chat loader included, with no error', async ({
  page,
  pageErrors,
}) => {
  const visited = [...onePagePerKind, notFound]
  allowTimeForPages(visited.length)
  for (const route of visited) {
    // Every page before the not-found one ran without a single error.
    if (route === notFound) expect(pageErrors).toEqual([])
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(route === notFound ? 404 : 200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    expect(header(response, 'Content-Security-Policy')).toBe(asHeader(await metaPolicy(page)))
    // The chat loader is an inline script the page adds once it is idle.
    await expect(page.locator('script[data-chat-widget]')).toHaveCount(1, WIDGET_WAIT)
  }
  // Chromium reports the not-found page's own status, and nothing else.
  expect(pageErrors).toEqual([
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
})

test('pages, files and errors carry the security headers', async ({ request }) => {
  for (const path of [
    '/',
    '/sobre/',
    '/robots.txt',
    '/images/hero-illustration.svg',
    notFound.path,
  ]) {
    const response = await request.get(path)
    expectSecurityHeaders(response, path)
    expect(header(response, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
  }
  const home = await request.get('/')
  const hsts = /^max-age=(\d+); includeSubDomains$/.exec(
    header(home, 'Strict-Transport-Security') ?? '',
  )
  expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000)
  expect(header(home, 'X-Content-Type-Options')).toBe('nosniff')
  expect(header(home, 'X-Frame-Options')).toBe('DENY')
  expect(header(home, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(header(home, 'Permissions-Policy')).toContain('camera=()')
  expect(header(home, 'Server')).toBe('nginx')
})

test('the editor lets its sign-in window write back; every other page keeps same-origin', async ({
  request,
}) => {
  await expectEditorOpenerPolicy(request)
})

test('build assets are cached for good; pages and other files are revalidated', async ({
  request,
}) => {
  const home = parseDocument(await (await request.get('/')).text())
  const script = DomUtils.findOne(
    (element) =>
      element.name === 'script' && /^\/_next\/static\/.+\.js$/.test(element.attribs.src ?? ''),
    home.children,
  )?.attribs.src
  const stylesheet = DomUtils.findOne(
    (element) => element.name === 'link' && element.attribs.rel === 'stylesheet',
    home.children,
  )?.attribs.href
  expect(script).toBeDefined()
  expect(stylesheet).toMatch(/^\/_next\/static\/.+\.css$/)
  for (const [path, type] of [
    [script, 'application/javascript'],
    [stylesheet, 'text/css'],
  ] as const) {
    const response = await request.get(path!)
    expect(response.status(), path).toBe(200)
    expect(header(response, 'Content-Type')).toContain(type)
    expect(header(response, 'Cache-Control')).toBe(cacheControl.immutable)
  }
  for (const path of ['/', '/contato/', '/images/hero-illustration.svg', '/manifest.webmanifest']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(header(response, 'Cache-Control'), path).toBe('no-cache')
    expect(header(response, 'ETag'), path).toBeTruthy()
  }
  const manifest = await request.get('/manifest.webmanifest')
  expect(header(manifest, 'Content-Type')).toBe('application/manifest+json')
  // A missing asset is an error, not something to keep for a year.
  const missing = await request.get('/_next/static/chunks/nao-existe.js')
  expect(missing.status()).toBe(404)
  expect(header(missing, 'Cache-Control')).toBe('no-cache')
})

test('an unknown path is a 404 with the not-found page; a folder gets its slash', async ({
  page,
  request,
}) => {
  const response = await page.goto(notFound.path)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada')
  await expect(page.getByRole('link', { name: 'Falar Conosco' })).toBeVisible()

  const folder = await request.get('/sobre', { maxRedirects: 0 })
  expect(folder.status()).toBe(301)
  expect(header(folder, 'Location')).toBe('/sobre/')
  expect((await request.get('/_headers')).status()).toBe(404)
})

test('the contact form sends with and without scripts', async ({ page, pageErrors, browser }) => {
  const webhook: string[] = []
  await page.route(env.contactWebhookUrl, async (route) => {
    webhook.push(route.request().method())
    await route.fulfill({ status: 200 })
  })
  await open(page, '/contato/')
  const form = page.locator('#chatbot form')
  await expect(form).toHaveAttribute('novalidate', '')
  await fillContactForm(form)
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click()
  await expect(page.getByText('Mensagem enviada!', { exact: true })).toBeVisible()
  expect(webhook).toEqual(['POST'])
  expect(pageErrors).toEqual([])

  // Without scripts the browser posts the form itself, which form-action must allow.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  const posted = new Promise<string>((resolve) =>
    context.route(env.contactWebhookUrl, async (route) => {
      resolve(route.request().method())
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Recebido</p>' })
    }),
  )
  await noScript.goto(new URL('/contato/', page.url()).href)
  await fillContactForm(noScript.locator('#chatbot form'))
  await noScript.getByRole('button', { name: 'Enviar Mensagem' }).click()
  expect(await posted).toBe('POST')
  await expect(noScript.getByText('Recebido')).toBeVisible()
  await context.close()
})

test('the carousel and the consent banner work under the policy', async ({ page, pageErrors }) => {
  await open(page, '/')
  const banner = page.getByRole('region', { name: 'Sua privacidade' })
  await banner.getByRole('button', { name: 'Aceitar' }).click()
  await expect(banner).toBeHidden()

  const carousel = page.locator('[aria-roledescription="carousel"]')
  await carousel.scrollIntoViewIfNeeded()
  const dots = carousel.getByRole('button', { name: /^Ir para o depoimento/ })
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await carousel.getByRole('button', { name: 'Próximo depoimento' }).click()
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  await dots.nth(4).click()
  await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true')
  expect(pageErrors).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens and leads to another page', async ({ page, pageErrors }) => {
    await rememberConsent(page, 'denied')
    await open(page, '/')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.locator('#menu-mobile').getByRole('link', { name: 'Serviços' }).click()
    await expect(page).toHaveURL(/\/servicos\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Serviços de TI')
    expect(pageErrors).toEqual([])
  })
})

test('the chat widget loads from its CDN and starts', async ({ page, pageErrors }) => {
  await rememberConsent(page, 'denied')
  // A stand-in for the vendor's module, as in e2e/chat.spec.ts.
  await page.route(env.chatScriptUrl, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: `export default {
        initBubble(options) {
          const button = document.createElement('button')
          button.className = 'chaindesk-launcher'
          button.textContent = 'Chat ' + options.agentId
          document.body.append(button)
        },
      }`,
    }),
  )
  await page.goto('/sobre/')
  await expect(page.getByRole('button', { name: `Chat ${env.chatAgentId}` })).toBeVisible(
    WIDGET_WAIT,
  )
  expect(pageErrors).toEqual([])
})

test('the search runs under its header policy; its files come with their types and caching', async ({
  page,
  pageErrors,
}) => {
  await expectSearchUnderItsPolicy(page, pageErrors, { headerPolicy: 'whole' })
})
