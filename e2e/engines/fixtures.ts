import { test as base } from '@playwright/test'

import { engines } from './engines'
import type { Engine } from './engines'
import { playwrightVisitor, webDriverVisitor } from './visitor'
import type { Visitor } from './visitor'
import { startWebKitWebDriver } from './webkit-driver'

export { expect } from '@playwright/test'
export type { Visitor } from './visitor'

type WorkerFixtures = {
  /** The engine a project runs its journeys in (playwright.config.ts). */
  engine: Engine
  /** The engine, started once per worker: it opens a fresh visitor for each test. */
  newVisitor: (baseURL: string) => Promise<Visitor>
}

/**
 * The journeys' test: `visitor` is a first-time visitor (empty storage) with a 1280 × 800
 * viewport, in whichever engine the project names.
 */
export const test = base.extend<{ visitor: Visitor }, WorkerFixtures>({
  engine: [engines.chromium!, { option: true, scope: 'worker' }],
  newVisitor: [
    async ({ engine, playwright }, use) => {
      const { driver } = engine
      if (driver.kind === 'playwright') {
        // Only the journeys start this browser: in the chromium project a worker that also
        // runs other specs has it open beside the `browser` of Playwright's own fixtures.
        const browser = await playwright[driver.browserName].launch(driver.launchOptions)
        await use((baseURL) => playwrightVisitor(browser, baseURL))
        await browser.close()
      } else {
        const server = await startWebKitWebDriver()
        await use((baseURL) => webDriverVisitor(server.url, driver.shell, baseURL))
        await server.stop()
      }
    },
    { scope: 'worker' },
  ],
  visitor: async ({ newVisitor, baseURL }, use) => {
    const visitor = await newVisitor(baseURL!)
    await use(visitor)
    await visitor.close()
  },
})
