import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

import { headerCta } from '../content/texts/navigation'
import type { AnalyticsEvent, SpecialistPlacement } from '../lib/analytics/events'
import { CONSENT_STORAGE_KEY } from '../lib/consent'
import type { Build } from './fixtures'
import { servedPath } from './fixtures'

/** An entry of `window.dataLayer`; gtag commands (arguments objects) come back as arrays. */
export type DataLayerEntry = Record<string, unknown> | unknown[]

/** Everything pushed to the data layer so far, in order. */
export function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : (JSON.parse(JSON.stringify(entry)) as Record<string, unknown>),
    ),
  )
}

/** The fields every event carries: where it happened. */
export async function pageContext(page: Page) {
  return {
    page_title: await page.title(),
    page_path: new URL(page.url()).pathname,
    page_hostname: 'localhost',
  }
}

/**
 * Clicks a tracked link and returns the click event it pushed (exactly one), with where the
 * click happened. Links lead to pages of the same app, so the data layer survives the
 * navigation; the page reached may push events of its own, such as the contact page's view.
 */
export async function clickAndCapture(page: Page, link: Locator, event: AnalyticsEvent) {
  const before = (await events(page)).length
  const context = await pageContext(page)
  await link.click()
  const pushed = async () => (await events(page)).slice(before).filter((e) => e.event === event)
  await expect.poll(async () => (await pushed()).length).toBe(1)
  return { pushed: (await pushed())[0], context }
}

/**
 * Clicks "Falar com Especialista" in the region named `regionName` of the page open in
 * `page` (opened with `open()`), and checks the click counts from `placement` and leads to
 * the contact page. On the configured build, once Tag Manager's container has run, so the
 * event reaches it.
 */
export async function expectSpecialistCallCounted(
  page: Page,
  build: Build,
  { regionName, placement }: { regionName: string; placement: SpecialistPlacement },
) {
  if (build === 'configured') await expect.poll(() => tagManagerSaw(page)).not.toBeNull()
  const link = page
    .getByRole('region', { name: regionName })
    .getByRole('link', { name: headerCta.label })
  const { pushed, context } = await clickAndCapture(page, link, 'click_falar_especialista')
  expect(pushed).toEqual({
    event: 'click_falar_especialista',
    link_text: headerCta.label,
    link_url: servedPath(headerCta.href),
    placement,
    ...context,
  })
  await expect(page).toHaveURL(servedPath(headerCta.href))
}

/** The analytics events pushed so far (objects with an `event`), optionally of one name. */
export async function events(
  page: Page,
  name?: AnalyticsEvent,
): Promise<Record<string, unknown>[]> {
  const entries = await dataLayer(page)
  return entries.filter(
    (entry): entry is Record<string, unknown> =>
      !Array.isArray(entry) &&
      typeof entry.event === 'string' &&
      !entry.event.startsWith('gtm.') &&
      (name === undefined || entry.event === name),
  )
}

/**
 * The data layer as the stand-in Tag Manager container found it when it ran (see
 * e2e/fixtures.ts), or null while it has not run.
 */
export function tagManagerSaw(page: Page): Promise<DataLayerEntry[] | null> {
  return page.evaluate(() => (window as { tagManagerSaw?: DataLayerEntry[] }).tagManagerSaw ?? null)
}

/** gtag consent commands pushed so far: ['consent', 'default' | 'update', signals]. */
export async function consentCommands(page: Page): Promise<unknown[][]> {
  const entries = await dataLayer(page)
  return entries.filter(
    (entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent',
  )
}

/** Key the site keeps the cookie choice under. */
export const CONSENT_KEY = CONSENT_STORAGE_KEY

/** What the site stores for an answer given on 1 January 2026. */
export const consentRecord = (choice: 'granted' | 'denied') =>
  JSON.stringify({ choice, date: '2026-01-01T00:00:00.000Z' })

/**
 * Starts the page as a returning visitor who answered the cookie banner before. An answer
 * given during the test is kept across later page loads.
 */
export async function rememberConsent(page: Page, choice: 'granted' | 'denied') {
  const record = consentRecord(choice)
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value)
    },
    [CONSENT_KEY, record] as const,
  )
}
