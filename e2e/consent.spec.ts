import type { Page } from '@playwright/test'

import { CONSENT_KEY, consentCommands, dataLayer, rememberConsent } from './data-layer'
import { accessibilityViolations, expect, open, routes, test } from './fixtures'

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
}
const granted = { ...denied, analytics_storage: 'granted' }

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' })

const storedChoice = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY)

test('a first visit asks, with Aceitar and Rejeitar of equal weight and the policy a click away', async ({
  page,
}) => {
  await open(page, '/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toContainText('cookies de análise')
  const accept = banner(page).getByRole('button', { name: 'Aceitar' })
  const reject = banner(page).getByRole('button', { name: 'Rejeitar' })
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return {
        className: element.className,
        font: `${style.fontWeight} ${style.fontSize}`,
        colors: `${style.color} ${style.backgroundColor} ${style.borderColor}`,
        height: box.height,
        width: Math.round(box.width),
      }
    })
  expect(await look(accept)).toEqual(await look(reject))
  await expect(banner(page).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/politica-de-privacidade/',
  )
  // Nothing is decided until the visitor answers.
  expect(await storedChoice(page)).toBeNull()
  expect(await consentCommands(page)).toEqual([['consent', 'default', denied]])
})

test('the banner is on screen with the first paint, before the page’s scripts run', async ({
  page,
}) => {
  // Only the HTML and its head script: the framework's scripts never arrive.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'))
  await page.goto('/404.html')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeVisible()
})

test('a stored choice keeps the banner away from the first paint on', async ({ page }) => {
  await rememberConsent(page, 'denied')
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  await expect(page.locator('[data-consent-banner]')).toHaveCount(1)
})

test('Consent Mode starts denied, first in the data layer, from the HTML itself', async ({
  page,
}) => {
  await open(page, '/')
  const entries = await dataLayer(page)
  expect(entries[0]).toEqual(['consent', 'default', denied])
  // An inline script of the pre-rendered head, ahead of any script of Google's.
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) =>
      elements.map((element) => (element.id || (element as HTMLScriptElement).src) ?? ''),
    )
  const defaults = scripts.indexOf('consent-defaults')
  expect(defaults).toBeGreaterThanOrEqual(0)
  const firstGoogle = scripts.findIndex((src) => /googletagmanager|_next-gtm/.test(src))
  if (firstGoogle !== -1) expect(defaults).toBeLessThan(firstGoogle)
  const html = await (await page.request.get('/')).text()
  expect(html).toMatch(/<head>.*<script id="consent-defaults">.*'consent','default'.*<\/head>/s)
})

test('with a Tag Manager container, the container loads only after the denied defaults', async ({
  page,
}) => {
  const gtmId = process.env.NEXT_PUBLIC_GTM_ID
  test.skip(!gtmId, 'needs a build with NEXT_PUBLIC_GTM_ID')
  // A stand-in container that records the data layer as it finds it.
  await page.route(/https:\/\/www\.googletagmanager\.com\/gtm\.js/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.seenByGtm = (window.dataLayer || []).map(function (e) {
        return Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e) : e
      })`,
    }),
  )
  await rememberConsent(page, 'granted')
  await open(page, '/')
  await expect.poll(() => page.evaluate(() => 'seenByGtm' in window)).toBe(true)
  const seen = await page.evaluate(() => (window as unknown as { seenByGtm: unknown[] }).seenByGtm)
  expect(seen[0]).toEqual(['consent', 'default', denied])
  expect(seen[1]).toEqual(['consent', 'update', granted])
  expect(seen).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
  await expect(page.locator('script[src*="googletagmanager.com/gtm.js"]')).toHaveAttribute(
    'src',
    new RegExp(`id=${gtmId}`),
  )
})

test('accepting grants analytics only, is kept, and is replayed on the next visit', async ({
  page,
}) => {
  await open(page, '/sobre/')
  await banner(page).getByRole('button', { name: 'Aceitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ])
  expect(await storedChoice(page)).toEqual({ choice: 'granted', date: expect.any(String) })

  await open(page, '/servicos/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toBeHidden()
  // Replayed right after the defaults, before anything else reaches the data layer.
  expect((await dataLayer(page)).slice(0, 2)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ])
})

test('rejecting keeps every signal denied, and is remembered', async ({ page }) => {
  await open(page, '/contato/')
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ])
  expect(await storedChoice(page)).toEqual({ choice: 'denied', date: expect.any(String) })

  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toBeHidden()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ])
})

test('"Preferências de cookies" in the footer reopens the banner to change the choice', async ({
  page,
}) => {
  await rememberConsent(page, 'granted')
  await open(page, '/')
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toBeHidden()

  const control = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
  await control.click()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toBeFocused()
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(control).toBeFocused()
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', denied])
  expect(await storedChoice(page)).toEqual({ choice: 'denied', date: expect.any(String) })

  await page.reload()
  await page.waitForLoadState('networkidle')
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ])
})

test('the privacy policy has the control too, and describes the choice', async ({ page }) => {
  await rememberConsent(page, 'denied')
  await open(page, '/politica-de-privacidade/')
  const consent = page.getByRole('region', { name: 'Consentimento' })
  await expect(consent).toContainText('Aceitar')
  await expect(consent).toContainText('Rejeitar')
  await expect(consent).toContainText('Cookies de publicidade ficam sempre desligados')
  await expect(consent).toContainText('Preferências de cookies')
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
    .click()
  await expect(banner(page)).toBeVisible()
})

test('works from the keyboard alone', async ({ page }) => {
  await rememberConsent(page, 'denied')
  await open(page, '/servicos/')
  await page.waitForLoadState('networkidle')
  const control = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
  await control.focus()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('link', { name: 'Política de Privacidade' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(banner(page)).toBeHidden()
  await expect(control).toBeFocused()
  expect(await storedChoice(page)).toEqual({ choice: 'granted', date: expect.any(String) })
})

test('the banner overlays the page without moving it, and every part stays reachable', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number }
    w.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await open(page, '/sobre/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toHaveCSS('position', 'fixed')
  const heading = page.getByRole('heading', { level: 1 })
  const withBanner = await heading.boundingBox()
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBe(0)

  // The end of the page can be scrolled above the banner.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const copyright = page.getByText(/© 2024 Horizonte TI/)
  const bannerTop = (await banner(page).boundingBox())!.y
  const copyrightBox = (await copyright.boundingBox())!
  expect(copyrightBox.y + copyrightBox.height).toBeLessThanOrEqual(bannerTop)

  await page.evaluate(() => window.scrollTo(0, 0))
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await heading.boundingBox()).toEqual(withBanner)
})

test('on a 375 px phone the banner never hides the contact form button "Enviar Mensagem"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await open(page, '/contato/')
  await expect(banner(page)).toBeVisible()
  const submit = page.getByRole('button', { name: 'Enviar Mensagem' })
  await expect(submit).toBeAttached()
  // Scrolled to the bottom edge of the screen, as far down as scrolling lets a visitor put it.
  await submit.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  const button = (await submit.boundingBox())!
  expect(button.y + button.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y)
  // And when reached with the keyboard.
  await page.evaluate(() => window.scrollTo(0, 0))
  await submit.focus()
  const focused = (await submit.boundingBox())!
  expect(focused.y + focused.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y)
  await submit.click({ trial: true, timeout: 2_000 })
})

test.describe('accessibility audit with the banner open', () => {
  for (const path of [...routes.map((route) => route.path), '/pagina-que-nao-existe/']) {
    test(path, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page, path)
      await expect(banner(page)).toBeVisible()
      expect(await accessibilityViolations(page)).toEqual([])
    })
  }
})
