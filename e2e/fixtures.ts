import AxeBuilder from '@axe-core/playwright'
import { test as base, expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

import { headingOf } from '../content/registry/page-content'
import { sitePages } from '../content/registry/links'
import { pages } from '../content/registry/pages'
import type { PageName } from '../content/registry/pages'

export { expect }

export type Route = {
  path: string
  heading: string
  /** Its entry in the registry: the pages of one entry are drawn by one template. */
  kind: PageName
  /** Its policy alone lets it compile WebAssembly (the search page). */
  webAssembly: boolean
}

/**
 * Every page of the site (the page registry, content/registry/pages.ts) but the not-found one, home
 * first, with the main heading its copy gives it: the text that proves it rendered.
 */
export const routes = ((): [Route, ...Route[]] => {
  const [home, ...others] = sitePages().map((page) => {
    const entry = pages[page.name]
    return {
      path: page.route,
      heading: headingOf(page),
      kind: page.name,
      webAssembly: 'webAssembly' in entry && Boolean(entry.webAssembly),
    }
  })
  if (home?.path !== '/') throw new Error('content/registry/pages.ts must list the home page first')
  return [home, ...others]
})()

/**
 * The first page of each kind of the registry, home first: each single page, and one post,
 * one case, one service's page, one category, one page of each list. The pages of a kind
 * share their template, their policy and the parts every page has (header, footer, banner,
 * chat loader): for a check those decide, one page of each proves what all would, and the
 * count stays the same however many posts the site gets. pages.spec.ts checks every page.
 */
export const onePagePerKind = routes.filter(
  (route, index) => routes.findIndex((other) => other.kind === route.kind) === index,
) as [Route, ...Route[]]

/**
 * The export a project serves: `out/` as `npm run build` makes it, or `out-configured/`, the
 * same site with a Tag Manager container (scripts/build-variant.mjs). Set per project in
 * playwright.config.ts; tests that need one build or the other are tagged for it.
 */
export type Build = 'default' | 'configured'

/** The container id of the configured build (scripts/build-variant.mjs). */
export const TAG_MANAGER_CONTAINER = 'GTM-E2ETEST'

/** Tag Manager's container script, with any query. */
const TAG_MANAGER_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?/

/**
 * The stand-in container: it records the data layer as it finds it when it runs, as
 * `window.tagManagerSaw`, with gtag commands (arguments objects) as arrays.
 */
const STAND_IN_CONTAINER = `window.tagManagerSaw = (window.dataLayer || []).map(function (e) {
  return Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e) : e
})`

type Options = {
  build: Build
}

type Fixtures = {
  /** Console errors and uncaught exceptions seen during the test. */
  pageErrors: string[]
}

/** What a page reports when its Content-Security-Policy blocks something, one line each. */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeBinding('reportPolicyViolation', (_source, line: string) => {
    violations.push(line)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(line: string): void })
        .reportPolicyViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI}` +
          ` on ${location.pathname} (${event.sourceFile || 'the page'}:${event.lineNumber})`,
      )
    })
  })
  return violations
}

/**
 * Pages start with every third-party host unreachable, as behind an ad-blocker or offline
 * (Chromium resolves no other host: e2e/engines/engines.ts): a test that needs the chat CDN
 * or the webhook routes it itself. On the configured build a stand-in answers for the Tag
 * Manager container. Whatever the test does, the site's Content-Security-Policy must never
 * have to block anything: the test fails on any violation.
 */
export const test = base.extend<Options & Fixtures>({
  build: ['default', { option: true }],
  page: async ({ page, build }, use) => {
    if (build === 'configured') {
      await page.route(TAG_MANAGER_SCRIPT, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: STAND_IN_CONTAINER }),
      )
    }
    const violations = await recordPolicyViolations(page)
    await use(page)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  },
  pageErrors: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // Chromium's own network log for a third-party request the test blocked: not an
      // error of the page. A failed request to the site itself still counts.
      const source = message.location().url
      const blockedThirdParty =
        message.text().startsWith('Failed to load resource') &&
        Boolean(source) &&
        new URL(source).origin !== origin
      if (!blockedThirdParty) errors.push(`console: ${message.text()}`)
    })
    await use(errors)
  },
})

/** Whether React has taken the page over. Runs in the page. */
export const isHydrated = () =>
  Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'))

/** The address a route of the site has as the static host serves it: with a final slash. */
export const servedPath = (href: string) => (href.endsWith('/') ? href : `${href}/`)

/** An address the site has no page for, and the heading its not-found page shows. */
export const missingRoute = { path: '/pagina-que-nao-existe/', heading: 'Página não encontrada' }

/**
 * What a page opened in a browser may take: 2 to 3 s on two busy cores (Firefox ESR's
 * 1.8 s at best).
 */
const PAGE_MS = 5_000
/** What a lighter step may take: a served file read and parsed, an element of a page checked. */
const ITEM_MS = 1_000

/** Adds `ms` to the running test's ceiling, unless it has none (a debugging run). */
function allowMore(ms: number) {
  const { timeout } = test.info()
  if (timeout > 0) test.setTimeout(timeout + ms)
}

/**
 * Widens the test's ceiling for opening `count` pages one after another, on top of what it
 * had for the rest: a test that goes over the registry's pages, the posts, the cases or the
 * services' pages takes longer as the site grows, and so must its ceiling. Unless it makes
 * one test per item instead, it calls this or `allowTimeForItems`; a unit test holds it
 * (e2e/growing-loops.test.ts).
 */
export function allowTimeForPages(count: number) {
  allowMore(count * PAGE_MS)
}

/** The same for `count` lighter steps: a served file read and parsed, an element checked. */
export function allowTimeForItems(count: number) {
  allowMore(count * ITEM_MS)
}

/**
 * Opens `path` and waits until React has taken the page over. The framework's scripts
 * start after the first paint (scripts/lib/deferred-scripts.mjs), which on a local server
 * can come after `load`; a click before they run would meet a page that does not listen
 * yet. From the moment React owns the document, it replays early clicks itself.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(isHydrated)
  return response
}

/** Resolves once every animation that comes to an end has ended, such as the hero's rise. */
export function animationsFinished(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ).then(() => undefined),
  )
}

/**
 * Resolves once the page has drawn `count` more frames: the wait before reading something
 * that must have stopped changing, counted in what the visitor sees rather than in time.
 * Not for pages whose clock the test has stopped.
 */
export function nextFrames(page: Page, count = 2) {
  return page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const step = () => (left-- <= 0 ? resolve() : requestAnimationFrame(step))
        step()
      }),
    count,
  )
}

/**
 * Waits until `read()` gives the same value `frames` frames apart, and returns it: for
 * something that moves or redraws and must be read once it has come to rest.
 */
export async function settled<T>(page: Page, read: () => Promise<T>, frames: number): Promise<T> {
  let last = await read()
  await expect
    .poll(async () => {
      await nextFrames(page, frames)
      const now = await read()
      const held = now === last
      last = now
      return held
    })
    .toBe(true)
  return last
}

/**
 * How the menu links in `links` look, for checking that the current page's link stands
 * out to the eye as well as to assistive technology (`aria-current`): it differs from the
 * others in colour or background, which all look alike, and is underlined, since colour
 * alone must not carry the meaning. Polled: colours fade in after a page change.
 */
export function currentLinkLook(links: Locator) {
  return links.evaluateAll((anchors) => {
    const look = (anchor: Element) => {
      const style = getComputedStyle(anchor)
      return `${style.color} on ${style.backgroundColor}`
    }
    const underlined = (anchor: Element) =>
      getComputedStyle(anchor).textDecorationLine.includes('underline')
    const isCurrent = (anchor: Element) => anchor.getAttribute('aria-current') === 'page'
    const current = anchors.filter(isCurrent)
    const others = anchors.filter((anchor) => !isCurrent(anchor))
    return {
      current: current.map((anchor) => anchor.textContent),
      underlined: anchors.filter(underlined).map((anchor) => anchor.textContent),
      othersAlike: new Set(others.map(look)).size === 1,
      currentStandsOut: current.every((anchor) => others.every((o) => look(o) !== look(anchor))),
    }
  })
}

/**
 * Whether the document shown has painted its content (its first contentful paint): a wheel
 * or a tap before then, just after a page load, may find nothing to scroll.
 */
export function painted(page: Page) {
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0)
}

/** Scroll position of the window. */
export function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY)
}

/** WCAG 2.2 A/AA and best-practice rules, as the accessibility audits check them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Accessibility violations axe finds on the page (or inside `include`), one line each. */
export async function accessibilityViolations(page: Page, include: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  for (const selector of include) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
}
