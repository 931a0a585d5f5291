import type { Page } from '@playwright/test'

import { events, rememberConsent } from './data-layer'
import { expect, missingRoute, open, routes, test } from './fixtures'

/** The widget module the site loads by default (README, NEXT_PUBLIC_CHAT_SCRIPT_URL). */
const CHAT_SCRIPT_URL =
  'https://cdn.jsdelivr.net/npm/@chaindesk/embeds@latest/dist/chatbox/index.js'
const AGENT_ID = 'horizonte-ti-atendimento'
/** The widget waits for the page's load and an idle moment, which a busy machine delays. */
const WIDGET_WAIT = { timeout: 15_000 }

/**
 * A stand-in for the vendor's module: `initBubble` records its call and, after `delayMs`,
 * draws the launcher button inside the widget's shadow root, as the real widget does. It
 * counts the listeners added to the button, to show how many times the site attached.
 */
function fakeWidget({ delayMs = 1200, drawsButton = true } = {}) {
  return `
    window.chatWidget = { initCalls: [], evaluatedAt: performance.now(), listeners: 0 }
    class Bubble extends HTMLElement {
      constructor() {
        super()
        const button = document.createElement('button')
        button.className = 'chaindesk-launcher'
        button.setAttribute('aria-label', 'Abrir o chat')
        button.textContent = 'Chat'
        const add = button.addEventListener.bind(button)
        button.addEventListener = (...args) => { window.chatWidget.listeners++; add(...args) }
        this.attachShadow({ mode: 'open' }).append(button)
      }
    }
    export default {
      initBubble(options) {
        window.chatWidget.initCalls.push(options)
        if (!${drawsButton}) return
        setTimeout(() => {
          customElements.define('chaindesk-chatbox-bubble', Bubble)
          document.body.append(document.createElement('chaindesk-chatbox-bubble'))
        }, ${delayMs})
      },
    }
  `
}

async function serveWidget(page: Page, body: string) {
  await page.route(CHAT_SCRIPT_URL, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      // A module from another origin loads only with CORS, as jsDelivr sends it.
      headers: { 'access-control-allow-origin': '*' },
      body,
    }),
  )
}

/** Counts the site's looks for the widget's element, to see when polling stops. */
async function countBubbleLookups(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bubbleLookups: number }
    w.bubbleLookups = 0
    const original = Document.prototype.querySelector
    Document.prototype.querySelector = function (this: Document, selector: string) {
      if (selector.includes('chaindesk-chatbox-bubble')) w.bubbleLookups++
      return original.call(this, selector)
    } as typeof original
  })
  return () => page.evaluate(() => (window as unknown as { bubbleLookups: number }).bubbleLookups)
}

const chatWidget = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          chatWidget?: { initCalls: unknown[]; evaluatedAt: number; listeners: number }
        }
      ).chatWidget,
  )

test.beforeEach(async ({ page }) => {
  await rememberConsent(page, 'denied')
})

test('loads the widget once the page has loaded, and reports clicks on its bubble', async ({
  page,
  pageErrors,
}) => {
  await serveWidget(page, fakeWidget())
  const lookups = await countBubbleLookups(page)
  await open(page, '/sobre/')

  const script = page.locator('script[data-chat-widget]')
  await expect(script).toHaveCount(1, WIDGET_WAIT)
  await expect(script).toHaveAttribute('type', 'module')
  await expect
    .poll(async () => (await chatWidget(page))?.initCalls)
    .toEqual([{ agentId: AGENT_ID }])
  // The widget started after the page's own load, never competing with it.
  const loadEnd = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  )
  expect((await chatWidget(page))!.evaluatedAt).toBeGreaterThanOrEqual(loadEnd)

  // Found and listened to once; then the site stops looking.
  await expect.poll(async () => (await chatWidget(page))?.listeners, WIDGET_WAIT).toBe(1)
  const lookupsWhenFound = await lookups()
  await page.waitForTimeout(1_500)
  expect(await lookups()).toBe(lookupsWhenFound)

  const bubble = page.getByRole('button', { name: 'Abrir o chat' })
  await bubble.click()
  await expect
    .poll(() => events(page, 'click_chat_bubble'))
    .toEqual([
      {
        event: 'click_chat_bubble',
        element_type: 'chat_bubble',
        placement: 'floating_button',
        page_title: await page.title(),
        page_path: '/sobre/',
        page_hostname: 'localhost',
      },
    ])
  await bubble.click()
  await expect.poll(async () => (await events(page, 'click_chat_bubble')).length).toBe(2)
  expect(pageErrors).toEqual([])
})

test('looks for the bubble every 500 ms and gives up after 10 s', async ({ page, pageErrors }) => {
  await serveWidget(page, fakeWidget({ drawsButton: false }))
  const lookups = await countBubbleLookups(page)
  const start = new Date('2026-11-23T09:00:00-03:00')
  await page.clock.install({ time: start })
  await open(page, '/')
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1, WIDGET_WAIT)
  await expect.poll(async () => (await chatWidget(page))?.initCalls.length).toBe(1)
  // A margin a busy machine cannot use up between reading the page's time and pausing it.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 2_000))
  const before = await lookups()

  await page.clock.runFor(2_000)
  expect(await lookups()).toBe(before + 4)
  await page.clock.runFor(8_000)
  const atTimeout = await lookups()
  expect(atTimeout).toBeLessThanOrEqual(20)
  await page.clock.runFor(10_000)
  expect(await lookups()).toBe(atTimeout)
  expect(pageErrors).toEqual([])
})

test('every page gets the bubble, including the privacy policy and the 404 page', async ({
  page,
}) => {
  await serveWidget(page, fakeWidget({ delayMs: 0 }))
  for (const path of [...routes.map((route) => route.path), missingRoute.path]) {
    await open(page, path)
    await expect(page.getByRole('button', { name: 'Abrir o chat' })).toBeVisible(WIDGET_WAIT)
    expect((await chatWidget(page))?.initCalls).toEqual([{ agentId: AGENT_ID }])
  }
})

test('a blocked or offline chat service leaves every page working and error-free', async ({
  page,
  pageErrors,
}) => {
  const requests: string[] = []
  page.on('requestfailed', (request) => requests.push(request.url()))
  for (const route of routes) {
    await open(page, route.path)
    await expect(page.locator('script[data-chat-widget]')).toHaveCount(1, WIDGET_WAIT)
    await expect.poll(() => requests, WIDGET_WAIT).toContain(CHAT_SCRIPT_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    requests.length = 0
  }
  expect(pageErrors).toEqual([])
})

test('a broken chat widget does not break the page', async ({ page, pageErrors }) => {
  await serveWidget(page, 'throw new Error("widget failed to start")')
  await open(page, '/')
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1, WIDGET_WAIT)
  await serveWidget(page, 'export default { initBubble() { throw new Error("no agent") } }')
  await open(page, '/contato/')
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1, WIDGET_WAIT)
  await page.waitForLoadState('networkidle')
  await page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true }).click()
  await expect(page).toHaveURL('/sobre/')
  expect(pageErrors).toEqual([])
})
