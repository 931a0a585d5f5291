import { join } from 'node:path'

import type { Browser, ViewportSize } from '@playwright/test'
import { Builder, By } from 'selenium-webdriver'
import type { WebDriver } from 'selenium-webdriver'

import { isHydrated } from '../fixtures'

export const DESKTOP: ViewportSize = { width: 1280, height: 800 }

/** A request the page made with fetch to another host, as recorder.js saw it. */
export type Sent = {
  url: string
  method: string
  mode: string
  multipart: boolean
  /** The multipart fields in order, as [name, value]. */
  fields: [string, string][]
}

/** What recorder.js keeps in `window.__visit`, over every page of the journey so far. */
export type Visit = { problems: string[]; sent: Sent[] }

/**
 * A visitor at the controls of one browser: the few things the journeys do, in terms that
 * both Playwright and WebDriver can carry out. Elements are named by CSS selectors; a
 * click or a key press is the driver's real input, which scrolls the element into view
 * and fails when something covers it.
 */
export interface Visitor {
  /** Sets the viewport's size, and fails when the browser does not give exactly that. */
  resize(size: ViewportSize): Promise<void>
  /** Opens a path of the site and waits until React has taken the page over. */
  open(path: string): Promise<void>
  click(selector: string): Promise<void>
  type(selector: string, text: string): Promise<void>
  /** Runs `fn` in the page and returns its result, which must survive JSON. */
  evaluate<R>(fn: () => R): Promise<R>
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  close(): Promise<void>
}

/** The in-page recorder every page of a journey starts with. */
export const RECORDER = join(__dirname, 'recorder.js')

/**
 * Whether the page lays out exactly `size`: a scrollbar or a window frame would take some
 * of it. Runs in the page.
 */
const viewportIs = (size: ViewportSize) =>
  document.documentElement.clientWidth === size.width && window.innerHeight === size.height

const HYDRATION_TIMEOUT_MS = 15_000
/** A window may take a moment to reach its new size. */
const RESIZE_TIMEOUT_MS = 5_000

/** Playwright drives Chromium, Firefox (its own, or ESR over WebDriver BiDi) and WebKit. */
export async function playwrightVisitor(browser: Browser, baseURL: string): Promise<Visitor> {
  const origin = new URL(baseURL).origin
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  await context.addInitScript({ path: RECORDER })
  // Other hosts are unreachable, as behind an ad-blocker.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  )
  const page = await context.newPage()
  const evaluate = <R, A>(fn: (arg: A) => R, arg?: A) =>
    page.evaluate<R, unknown>(fn as (arg: unknown) => R, arg)
  return {
    resize: async (size) => {
      await page.setViewportSize(size)
      await page.waitForFunction(viewportIs, size, { timeout: RESIZE_TIMEOUT_MS })
    },
    open: async (path) => {
      await page.goto(path)
      await page.waitForFunction(isHydrated, undefined, { timeout: HYDRATION_TIMEOUT_MS })
    },
    click: (selector) => page.locator(selector).click(),
    type: (selector, text) => page.locator(selector).pressSequentially(text),
    evaluate,
    close: () => context.close(),
  }
}

/**
 * WebKitGTK through WebKitWebDriver (`server`), which starts `shell` as the browser: each
 * visitor is a new WebDriver session, with storage of its own.
 */
export async function webDriverVisitor(
  server: string,
  shell: string,
  baseURL: string,
): Promise<Visitor> {
  const driver: WebDriver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      // WebKitWebDriver matches the name the shell gives itself.
      browserName: 'webkit-shell',
      'webkitgtk:browserOptions': { binary: shell, args: [] },
    })
    .build()
  const evaluate = <R, A>(fn: (arg: A) => R, arg?: A) =>
    driver.executeScript<R>(`return (${fn.toString()})(arguments[0])`, arg)
  const visitor: Visitor = {
    resize: async (size) => {
      // The shell's window holds nothing but the page, so its size is the viewport's.
      await driver.manage().window().setRect(size)
      await driver.wait(
        () => evaluate(viewportIs, size),
        RESIZE_TIMEOUT_MS,
        `The viewport never became ${size.width} × ${size.height}`,
      )
    },
    open: async (path) => {
      await driver.get(new URL(path, baseURL).href)
      await driver.wait(() => evaluate(isHydrated), HYDRATION_TIMEOUT_MS, 'React never hydrated')
    },
    click: async (selector) => (await driver.findElement(By.css(selector))).click(),
    type: async (selector, text) => (await driver.findElement(By.css(selector))).sendKeys(text),
    evaluate,
    close: () => driver.quit(),
  }
  try {
    await visitor.resize(DESKTOP)
  } catch (error) {
    await driver.quit()
    throw error
  }
  return visitor
}
