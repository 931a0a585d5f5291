import AxeBuilder from '@axe-core/playwright'
import { test as base, expect } from '@playwright/test'
import type { Page } from '@playwright/test'

import { pages } from '../scripts/lib/pages.mjs'

export { expect }

/** The text that proves each page's own content rendered, by route. */
const headings: Record<string, string> = {
  '/': 'Tecnologia sob controle para sua empresa não parar',
  '/sobre/': 'Há mais de 12 anos cuidando da TI de empresas que não podem parar',
  '/servicos/': 'Serviços de TI para sua empresa crescer com segurança',
  '/contato/': 'Contato - Consultoria em TI',
  '/politica-de-privacidade/': 'Política de Privacidade',
}

type Route = { path: string; heading: string }

/**
 * Every page of the site (scripts/lib/pages.mjs) but the not-found one, home first, with
 * its heading. A page added to the list without a heading here stops the suite at once.
 */
export const routes = ((): [Route, ...Route[]] => {
  const [home, ...others] = pages
    .filter((page) => !page.notFound)
    .map(({ route }) => {
      const heading = headings[route]
      if (!heading) throw new Error(`e2e/fixtures.ts has no heading for ${route}`)
      return { path: route, heading }
    })
  if (home?.path !== '/') throw new Error('scripts/lib/pages.mjs must list the home page first')
  return [home, ...others]
})()

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
 * Pages start with every third-party host unreachable, as behind an ad-blocker or offline:
 * a test that needs the chat CDN, Tag Manager or the webhook routes it itself. Whatever the
 * test does, the site's Content-Security-Policy must never have to block anything: the
 * test fails on any violation.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    )
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

/**
 * Opens `path` and waits until React has taken the page over. The framework's scripts
 * start after the first paint (scripts/lib/deferred-scripts.mjs), which on a local server
 * can come after `load`; a click before they run would meet a page that does not listen
 * yet. From the moment React owns the document, it replays early clicks itself.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
  )
  return response
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
