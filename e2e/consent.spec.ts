import type { Page } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { company } from '../content/company/company'
import {
  CONSENT_KEY,
  consentCommands,
  consentRecord,
  dataLayer,
  rememberConsent,
  tagManagerSaw,
} from './data-layer'
import {
  allowTimeForItems,
  allowTimeForPages,
  animationsFinished,
  expect,
  isHydrated,
  onePagePerKind,
  open,
  routes,
  scrollY,
  TAG_MANAGER_CONTAINER,
  test,
} from './fixtures'

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

const preferences = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' })

/** Whether React has taken the page over (see `open` in e2e/fixtures.ts). */
const hydrated = (page: Page) => page.evaluate(isHydrated)

/** The framework's scripts, which the after-paint loader adds to every page. */
const FRAMEWORK_CHUNKS = '**/_next/static/chunks/*.js'

test('from the first paint, before the page’s scripts run, the banner asks a first visit and stays away once answered', async ({
  page,
}) => {
  // Only the HTML and its head script: the framework's scripts never arrive.
  await page.route(FRAMEWORK_CHUNKS, (route) => route.abort('blockedbyclient'))
  await page.goto('/404.html')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeVisible()

  // A returning visitor, who answered before.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentRecord('denied'),
  ] as const)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  await expect(page.locator('[data-consent-banner]')).toHaveCount(1)
})

test('before React runs, the head script answers the banner; React then takes over without acting again', async ({
  page,
  pageErrors,
}) => {
  // The framework's scripts are requested after the first paint and held back until released.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  await page.route(FRAMEWORK_CHUNKS, async (route) => {
    held.push(route.request().url())
    await released
    await route.fallback()
  })
  // Held scripts delay the load event: wait for the parsed document only.
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect.poll(() => held.length).toBeGreaterThan(0)

  await banner(page).getByRole('button', { name: 'Aceitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await storedChoice(page)).toEqual({ choice: 'granted', date: expect.any(String) })
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ])
  await preferences(page).click()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toBeFocused()
  expect(await hydrated(page)).toBe(false)

  release()
  await expect.poll(() => hydrated(page)).toBe(true)
  // React found the page as the visitor left it and repeated nothing.
  await expect(banner(page)).toBeVisible()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ])
  // And the banner still answers, once per click, with focus back on the control.
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(preferences(page)).toBeFocused()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
    ['consent', 'update', denied],
  ])
  expect(await storedChoice(page)).toEqual({ choice: 'denied', date: expect.any(String) })
  // No hydration mismatch or other error on the console.
  expect(pageErrors).toEqual([])
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('no banner asks about analytics that could not run, on a page of each kind', async ({
    page,
  }) => {
    // The banner is part of the layout every page shares.
    allowTimeForPages(onePagePerKind.length)
    for (const { path, heading } of onePagePerKind) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      await expect(page.locator('[data-consent-banner]')).toHaveCount(1)
      await expect(banner(page)).toBeHidden()
    }
  })
})

test('when storage refuses the answer, it holds for the rest of the visit', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      setItem.call(this, key, value)
    }
  })
  await open(page, '/')
  await banner(page).getByRole('button', { name: 'Aceitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await storedChoice(page)).toBeNull()
  await page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true }).click()
  await expect(page).toHaveURL('/sobre/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ])
})

test('on a first view of the home page, on a phone and on a desktop, the banner leaves the offer in sight', async ({
  page,
}) => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    const size = `${viewport.width} × ${viewport.height}`
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    // The hero rises into place: measure where it comes to rest.
    await animationsFinished(page)
    expect(await scrollY(page)).toBe(0)
    const bannerTop = (await banner(page).boundingBox())!.y
    const hero = page.getByRole('region', { name: routes[0].heading })
    for (const name of ['Solicite uma Consultoria Especializada', 'Entre em Contato Conosco']) {
      const cta = hero.getByRole('link', { name })
      const box = (await cta.boundingBox())!
      expect(box.y + box.height, `${name} at ${size}`).toBeLessThanOrEqual(bannerTop)
      const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      const hit = await cta.evaluate(
        (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
        center,
      )
      expect(hit, `${name} is what a tap at its centre reaches at ${size}`).toBe(true)
    }
  }
})

test(
  'a first visit asks, with Aceitar and Rejeitar of equal weight and the policy a click away; Consent Mode starts denied, from the HTML itself',
  { tag: '@both-builds' },
  async ({ page }) => {
    await open(page, '/')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toContainText(/cookies de análise/i)
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
    await expect(
      banner(page).getByRole('link', { name: 'Política de Privacidade' }),
    ).toHaveAttribute('href', '/politica-de-privacidade/')
    // Nothing is decided until the visitor answers, whatever React and Tag Manager do.
    expect(await storedChoice(page)).toBeNull()
    expect(await consentCommands(page)).toEqual([['consent', 'default', denied]])
    const entries = await dataLayer(page)
    expect(entries[0]).toEqual(['consent', 'default', denied])

    // An inline script of the pre-rendered head, ahead of any script of Google's.
    const scripts = await page
      .locator('script')
      .evaluateAll((elements) =>
        elements.map((element) => (element.id || (element as HTMLScriptElement).src) ?? ''),
      )
    const consent = scripts.indexOf('consent')
    expect(consent).toBeGreaterThanOrEqual(0)
    const isGoogle = (script: string) => /googletagmanager|_next-gtm/.test(script)
    expect(scripts.slice(0, consent).filter(isGoogle)).toEqual([])

    // In every page's head, with the same text everywhere: one hash in the
    // Content-Security-Policy allows it on every page.
    const texts = new Set<string>()
    allowTimeForItems(routes.length)
    for (const { path } of routes) {
      const document = parseDocument(await (await page.request.get(path)).text())
      const head = DomUtils.findOne((element) => element.name === 'head', document.children)!
      const script = DomUtils.findOne(
        (element) => element.name === 'script' && element.attribs.id === 'consent',
        head.children,
      )
      expect(script, path).not.toBeNull()
      texts.add(DomUtils.textContent(script!))
    }
    expect(texts.size).toBe(1)
    expect([...texts][0]).toContain("gtag('consent', 'default'")
  },
)

test(
  'with a Tag Manager container, the container loads only after the denied defaults',
  { tag: '@container' },
  async ({ page }) => {
    await rememberConsent(page, 'granted')
    await open(page, '/')
    await expect.poll(() => tagManagerSaw(page)).not.toBeNull()
    const seen = (await tagManagerSaw(page))!
    expect(seen[0]).toEqual(['consent', 'default', denied])
    expect(seen[1]).toEqual(['consent', 'update', granted])
    expect(seen).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
    await expect(page.locator('script[src*="googletagmanager.com/gtm.js"]')).toHaveAttribute(
      'src',
      new RegExp(`id=${TAG_MANAGER_CONTAINER}$`),
    )
    // The package's bootstrap ran, allowed by its hash (a violation fails the test).
    await expect(page.locator('script#_next-gtm-init')).toHaveCount(1)
  },
)

test(
  'accepting grants analytics only, is kept and replayed; "Preferências de cookies" in the footer changes it to a rejection, kept too',
  { tag: '@both-builds' },
  async ({ page }) => {
    await open(page, '/sobre/')
    await banner(page).getByRole('button', { name: 'Aceitar' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ])
    expect(await storedChoice(page)).toEqual({ choice: 'granted', date: expect.any(String) })

    // React has taken the next page over, and has not brought the banner back.
    await open(page, '/servicos/')
    await expect(banner(page)).toBeHidden()
    // Replayed right after the defaults, before anything else reaches the data layer.
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ])

    // Google Analytics has set its cookies for the whole site, beside one that is not its.
    const site = { domain: new URL(page.url()).hostname, path: '/' }
    await page.context().addCookies([
      { name: '_ga', value: 'GA1.1.123.456', ...site },
      { name: '_ga_E2ETEST', value: 'GS1.1.789', ...site },
      { name: 'preferencia', value: 'mantida', ...site },
    ])

    // The visitor changes their mind, and the analytics cookies go.
    await preferences(page).click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(preferences(page)).toBeFocused()
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', denied])
    expect(await storedChoice(page)).toEqual({ choice: 'denied', date: expect.any(String) })
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).toEqual(['preferencia'])

    await page.reload()
    await page.waitForFunction(isHydrated)
    await expect(banner(page)).toBeHidden()
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', denied],
    ])
  },
)

test('works from the keyboard alone', async ({ page }) => {
  await rememberConsent(page, 'denied')
  await open(page, '/servicos/')
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
  /**
   * Where the page's content lies, in page coordinates, once its font is in and the hero
   * has risen into place: neither is the banner's doing.
   */
  const layout = async () => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await animationsFinished(page)
    return page.evaluate(() =>
      ['h1', 'main', 'footer'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect()
        return [selector, box.x, box.y + window.scrollY, box.width, box.height].join(' ')
      }),
    )
  }
  await open(page, '/sobre/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toHaveCSS('position', 'fixed')
  const withBanner = await layout()

  // The end of the page can be scrolled above the banner.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const copyright = page.getByText(`© ${company.copyrightYear} ${company.name}`)
  const bannerTop = (await banner(page).boundingBox())!.y
  const copyrightBox = (await copyright.boundingBox())!
  expect(copyrightBox.y + copyrightBox.height).toBeLessThanOrEqual(bannerTop)

  // Closing it and opening it again moves nothing.
  await page.evaluate(() => window.scrollTo(0, 0))
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await layout()).toEqual(withBanner)
  await preferences(page).click()
  await expect(banner(page)).toBeVisible()
  expect(await layout()).toEqual(withBanner)

  // A returning visitor, who never sees it, gets the same page.
  await page.reload()
  await page.waitForFunction(isHydrated)
  await expect(banner(page)).toBeHidden()
  expect(await layout()).toEqual(withBanner)
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
  // Nothing covers it: a tap at its place reaches it.
  await submit.click({ trial: true })
})
