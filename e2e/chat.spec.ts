import type { Page } from '@playwright/test'

import { CHAT_POLL_INTERVAL_MS, CHAT_POLL_TIMEOUT_MS } from '../lib/chat'
import { env } from '../lib/env'
import { chatWidget, serveChatVendor, vendorLoads, vendorModule, WIDGET_WAIT } from './chat-vendor'
import { events, rememberConsent } from './data-layer'
import { allowTimeForPages, expect, onePagePerKind, open, test } from './fixtures'

// Every page starts the chat loader, and a blocked chat service leaves it working:
// e2e/pages.spec.ts, with each page's other checks.

/** The agent the build names (NEXT_PUBLIC_CHAT_AGENT_ID). */
const AGENT_ID = env.chatAgentId

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

test.beforeEach(async ({ page }) => {
  await rememberConsent(page, 'denied')
})

test('loads the widget once the page has loaded, and reports clicks on its bubble', async ({
  page,
  pageErrors,
}) => {
  await serveChatVendor(page, vendorModule())
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

  // Found and listened to once.
  await expect.poll(async () => (await chatWidget(page))?.listeners, WIDGET_WAIT).toBe(1)

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

/**
 * Opens `path` with the page's clock stopped once the widget's module has run: from then on
 * time passes only as the test says, and the returned function counts the site's looks for
 * the bubble so far.
 */
async function openWithStoppedClock(page: Page, path: string) {
  const lookups = await countBubbleLookups(page)
  await page.clock.install({ time: new Date('2026-11-23T09:00:00-03:00') })
  await open(page, path)
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1, WIDGET_WAIT)
  await expect.poll(async () => (await chatWidget(page))?.initCalls.length).toBe(1)
  // A margin a busy machine cannot use up between reading the page's time and pausing it.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 2_000))
  return lookups
}

test('on a page of each kind the bubble starts as the vendor’s does, its stylesheets, font, icon and attachments all allowed', async ({
  page,
  pageErrors,
}) => {
  // The loader is part of the layout every page shares, under the policy of its kind.
  allowTimeForPages(onePagePerKind.length)
  await serveChatVendor(page, vendorModule({ delayMs: 0 }))
  for (const { path } of onePagePerKind) {
    await open(page, path)
    await expect(page.getByRole('button', { name: 'Abrir o chat' })).toBeVisible(WIDGET_WAIT)
    await expect
      .poll(async () => (await chatWidget(page))?.loaded.toSorted(), WIDGET_WAIT)
      .toEqual(vendorLoads.toSorted())
    expect((await chatWidget(page))!.failed, path).toEqual([])
    // The vendor's stylesheet styles the launcher inside the shadow root.
    await expect(page.locator('button.chaindesk-launcher')).toHaveCSS('border-radius', '9999px')
  }
  // Any policy violation fails the test (e2e/fixtures.ts).
  expect(pageErrors).toEqual([])
})

test('looks for the bubble every 500 ms until the widget draws it, then no more', async ({
  page,
  pageErrors,
}) => {
  await serveChatVendor(page, vendorModule({ delayMs: null }))
  const lookups = await openWithStoppedClock(page, '/')
  const before = await lookups()
  await page.clock.runFor(2 * CHAT_POLL_INTERVAL_MS)
  expect(await lookups()).toBe(before + 2)

  // The widget draws its button; the next look finds it and the site listens to it, once.
  await page.evaluate(() => (window as unknown as { drawChatBubble(): void }).drawChatBubble())
  await page.clock.runFor(CHAT_POLL_INTERVAL_MS)
  expect((await chatWidget(page))?.listeners).toBe(1)
  const whenFound = await lookups()
  await page.clock.runFor(10 * CHAT_POLL_INTERVAL_MS)
  expect(await lookups()).toBe(whenFound)
  expect((await chatWidget(page))?.listeners).toBe(1)
  expect(pageErrors).toEqual([])
})

test('gives up looking after 10 s when no bubble comes', async ({ page, pageErrors }) => {
  await serveChatVendor(page, vendorModule({ delayMs: null }))
  const lookups = await openWithStoppedClock(page, '/')
  const before = await lookups()

  await page.clock.runFor(4 * CHAT_POLL_INTERVAL_MS)
  expect(await lookups()).toBe(before + 4)
  await page.clock.runFor(CHAT_POLL_TIMEOUT_MS - 4 * CHAT_POLL_INTERVAL_MS)
  const atTimeout = await lookups()
  expect(atTimeout).toBeLessThanOrEqual(CHAT_POLL_TIMEOUT_MS / CHAT_POLL_INTERVAL_MS)
  await page.clock.runFor(CHAT_POLL_TIMEOUT_MS)
  expect(await lookups()).toBe(atTimeout)
  expect(pageErrors).toEqual([])
})

test('a broken chat widget does not break the page', async ({ page, pageErrors }) => {
  /** Whether the stand-in has run and failed. */
  const failed = () => page.evaluate(() => 'chatWidgetFailed' in window)
  await serveChatVendor(
    page,
    'window.chatWidgetFailed = true; throw new Error("widget failed to start")',
  )
  await open(page, '/')
  await expect.poll(failed, WIDGET_WAIT).toBe(true)
  await serveChatVendor(
    page,
    'export default { initBubble() { window.chatWidgetFailed = true; throw new Error("no agent") } }',
  )
  await open(page, '/contato/')
  await expect.poll(failed, WIDGET_WAIT).toBe(true)
  await page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true }).click()
  await expect(page).toHaveURL('/sobre/')
  expect(pageErrors).toEqual([])
})
