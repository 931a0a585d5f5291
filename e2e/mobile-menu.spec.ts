import type { Page } from '@playwright/test'

import { headerCta } from '../content/texts/navigation'
import { menuPages } from '../content/registry/links'
import { clickAndCapture, events, rememberConsent } from './data-layer'
import {
  currentLinkLook,
  expect,
  isHydrated,
  open,
  painted,
  routes,
  scrollY,
  servedPath,
  test,
} from './fixtures'

const PHONE = { width: 375, height: 740 }

test.use({ viewport: PHONE })

/**
 * Holds back the framework's scripts, which the page adds after its first paint, until
 * `release()`: meanwhile the page is its HTML and CSS only, as on a slow phone.
 */
async function holdScripts(page: Page) {
  const held = { requested: 0, release: () => {} }
  const released = new Promise<void>((resolve) => (held.release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    held.requested++
    await released
    // The page that asked for it may be gone by then.
    await route.continue().catch(() => {})
  })
  return held
}

/**
 * The toggle as Chromium exposes it to assistive technology. Before React runs the
 * browser itself derives the expanded state from the popover, which Playwright's own
 * role queries do not model, so this asks the browser.
 */
async function exposedToggle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'button[aria-controls="menu-mobile"]',
    })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    const [node] = nodes
    const expanded = node?.properties?.find((property) => property.name === 'expanded')
    return { role: node?.role?.value, name: node?.name?.value, expanded: expanded?.value.value }
  } finally {
    await cdp.detach()
  }
}

test('the menu hides behind a toggle on a phone, opens as a vertical list, and each choice closes it and shows its page from the top', async ({
  page,
}) => {
  await open(page, '/')
  const toggle = page.getByRole('button', { name: 'Abrir menu' })
  await expect(toggle).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const toggleBox = (await toggle.boundingBox())!
  expect(Math.min(toggleBox.width, toggleBox.height)).toBeGreaterThanOrEqual(44)
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(panel).toBeHidden()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true }),
  ).toBeHidden()

  await toggle.click()
  const close = page.getByRole('button', { name: 'Fechar menu' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  const links = panel.getByRole('link')
  await expect(links).toHaveText(['Home', 'Sobre', 'Serviços', 'Contato', 'Falar com Especialista'])
  const boxes = await links.evaluateAll((anchors) => anchors.map((a) => a.getBoundingClientRect()))
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom)
    expect(boxes[i]!.height).toBeGreaterThanOrEqual(44)
  }
  await expect(panel.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect
    .poll(() => currentLinkLook(panel.getByRole('listitem').getByRole('link')))
    .toEqual({ current: ['Home'], underlined: ['Home'], othersAlike: true, currentStandsOut: true })

  // Escape closes it and puts focus back on the toggle.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()

  // Each choice closes the menu, is counted, and shows its page from the top.
  const item = (label: string) => menuPages().find((entry) => entry.label === label)!
  const choose = async ({ label, href, event }: ReturnType<typeof menuPages>[number]) => {
    await toggle.click()
    const link = panel.getByRole('link', { name: label, exact: true })
    await expect(link).toHaveAttribute('data-track-label', 'header_menu_mobile')
    const { pushed, context } = await clickAndCapture(page, link, event)
    expect(pushed).toEqual({
      event,
      link_text: label,
      link_url: servedPath(href),
      placement: 'header_menu_mobile',
      ...context,
    })
    await expect(page).toHaveURL(servedPath(href))
    await expect(panel).toBeHidden()
  }
  const readAWhile = async () => {
    await page.mouse.wheel(0, 900)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
  }
  // The page already shown: back to its top.
  await readAWhile()
  await choose(item('Home'))
  await expect.poll(() => scrollY(page)).toBe(0)

  // Another page, the toggle telling the menu is closed.
  for (const label of ['Sobre', 'Serviços', 'Contato']) {
    await readAWhile()
    await choose(item(label))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      routes.find(({ path }) => path === servedPath(item(label).href))!.heading,
    )
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => scrollY(page)).toBe(0)
  }

  // On the contact page, the call to action scrolls to the message area instead.
  await toggle.click()
  await panel.getByRole('link', { name: headerCta.label }).click()
  await expect(panel).toBeHidden()
  await expect(page.locator('#chatbot')).toBeInViewport()
  await expect(page).toHaveURL('/contato/')
})

test.describe('before the page’s scripts run', () => {
  test.beforeEach(async ({ page }) => {
    // A returning visitor: the cookie banner stays out of the way.
    await rememberConsent(page, 'denied')
  })

  test('the menu opens, closes and leads to another page, at its top', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto('/sobre/', { waitUntil: 'domcontentloaded' })
    await expect.poll(() => scripts.requested).toBeGreaterThan(0)
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    const panel = page.locator('#menu-mobile')
    await expect(panel).toBeHidden()
    expect(await exposedToggle(page)).toEqual({
      role: 'button',
      name: 'Abrir menu',
      expanded: false,
    })

    await toggle.click()
    await expect(panel).toBeVisible()
    expect(await exposedToggle(page)).toEqual({
      role: 'button',
      name: 'Fechar menu',
      expanded: true,
    })
    await expect(panel.getByRole('link')).toHaveText([
      'Home',
      'Sobre',
      'Serviços',
      'Contato',
      'Falar com Especialista',
    ])
    await expect(panel.getByRole('link', { name: 'Sobre' })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    // A tap on the page outside the menu closes it too.
    await toggle.click()
    await expect(panel).toBeVisible()
    const outside = { x: PHONE.width / 2, y: PHONE.height - 20 }
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button, #menu-mobile') ?? null,
        outside,
      ),
    ).toBeNull()
    await page.mouse.click(outside.x, outside.y)
    await expect(panel).toBeHidden()

    // The page already shown: the menu closes and the page is back at its top. Without
    // scripts the link loads the page again: the visitor reads on once it shows.
    await page.mouse.wheel(0, 900)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
    await toggle.click()
    await panel.getByRole('link', { name: 'Sobre' }).click()
    await expect(panel).toBeHidden()
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect.poll(() => painted(page)).toBe(true)

    // Another page: it opens at its top, with the menu closed.
    await page.mouse.wheel(0, 900)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
    await toggle.click()
    await panel.getByRole('link', { name: 'Serviços' }).click()
    await expect(page).toHaveURL('/servicos/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Serviços de TI')
    await expect(panel).toBeHidden()
    expect(await scrollY(page)).toBe(0)
    expect(await page.evaluate(isHydrated)).toBe(false)
  })

  test('React takes the menu over as the visitor left it, without a second tap', async ({
    page,
    pageErrors,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect.poll(() => scripts.requested).toBeGreaterThan(0)
    const panel = page.locator('#menu-mobile')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(panel).toBeVisible()
    expect(await page.evaluate(isHydrated)).toBe(false)

    scripts.release()
    await page.waitForFunction(isHydrated)
    const close = page.getByRole('button', { name: 'Fechar menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await close.click()
    await expect(panel).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // From now on a menu link is a page change inside the app, and it is counted.
    await toggle.click()
    await expect(toggle).toHaveCount(0)
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await panel.getByRole('link', { name: 'Contato' }).click()
    await expect(page).toHaveURL('/contato/')
    await expect(panel).toBeHidden()
    await expect.poll(() => events(page, 'click_menu_contato')).toHaveLength(1)
    expect(pageErrors).toEqual([])
  })
})

test('without scripts the menu still opens and leads to the other pages', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Abrir menu' })
  const panel = page.locator('#menu-mobile')
  await toggle.click()
  await expect(panel).toBeVisible()
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  await toggle.click()
  await panel.getByRole('link', { name: 'Contato' }).click()
  await expect(page).toHaveURL('/contato/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato - Consultoria em TI')
  await toggle.click()
  await expect(panel.getByRole('link', { name: 'Contato' })).toHaveAttribute('aria-current', 'page')
  await context.close()
})

test('where the browser has no popovers, React opens and closes the menu itself', async ({
  page,
}) => {
  // As in Safari before 17 or Firefox before 125, which the framework still supports: no
  // Popover API, and the popover attributes mean nothing.
  await page.addInitScript(() => {
    for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover']) {
      Reflect.deleteProperty(HTMLElement.prototype, name)
    }
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[popover], [popovertarget]')) {
        element.removeAttribute('popover')
        element.removeAttribute('popovertarget')
      }
    }).observe(document, { subtree: true, childList: true })
  })
  await open(page, '/sobre/')
  expect(await page.locator('[popover], [popovertarget]').count()).toBe(0)
  const toggle = page.getByRole('button', { name: 'Abrir menu' })
  const panel = page.locator('#menu-mobile')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()

  await toggle.click()
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(panel).toBeVisible()
  await panel.getByRole('link', { name: 'Contato' }).focus()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.click()
  await panel.getByRole('link', { name: 'Serviços' }).click()
  await expect(page).toHaveURL('/servicos/')
  await expect(panel).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})
