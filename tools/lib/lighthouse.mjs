// Lighthouse in Debian's Chromium (CHROME_PATH), as both benches run it: the mobile preset
// (simulated slow 4G, 4x slower CPU) with every third-party host blocked. Lighthouse and
// chrome-launcher are no dependencies of the site (116 packages only the benches use):
// tools/lighthouse/ pins them, and the first bench on a machine installs them into the
// user's cache (scripts/lib/pinned-install.mjs), where later runs find them.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { importPinned, installPinned } from '../../scripts/lib/pinned-install.mjs'
import { pages } from '../../scripts/lib/pages.mjs'

/**
 * Every other host the pages of `outDir` mention (chat CDN, tag manager, webhook,
 * schema.org): blocked as an ad-blocker would, so a run measures the site and never waits
 * on a network this machine may not reach. Chromium reports such blocks apart from real
 * console errors.
 */
function thirdPartyPatterns(outDir) {
  const hosts = new Set()
  for (const { file } of pages) {
    // A build from before a page existed has no file for it.
    if (!existsSync(join(outDir, file))) continue
    const html = readFileSync(join(outDir, file), 'utf8')
    for (const [, host] of html.matchAll(/https?:\/\/([a-z0-9.-]+\.[a-z]{2,})/gi)) hosts.add(host)
  }
  return [...hosts].map((host) => `*://${host}/*`)
}

/**
 * Starts Chromium and returns `run(url, skipAudits)`, one Lighthouse report of `url`, and
 * `close()`. Third parties named in the pages of `outDirs` are blocked.
 */
export async function startLighthouse(outDirs) {
  // Read before Chromium starts, so that a build it cannot read leaves no browser behind.
  const blockedUrlPatterns = [...new Set(outDirs.flatMap(thirdPartyPatterns))]
  const pinned = installPinned(fileURLToPath(new URL('../lighthouse', import.meta.url)))
  const chromeLauncher = await importPinned(pinned, 'chrome-launcher')
  const { default: lighthouse } = await importPinned(pinned, 'lighthouse')
  const chromePath =
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns,
  }
  return {
    async run(url, skipAudits = []) {
      const result = await lighthouse(url, { ...flags, skipAudits })
      if (!result?.lhr || result.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message}`)
      }
      return result.lhr
    },
    close: () => chrome.kill(),
  }
}

/**
 * The not-found page and the search page ask search engines not to index them, which is
 * the one thing Lighthouse's `is-crawlable` audit fails a page for; on those pages alone it
 * is skipped, and every other SEO audit still counts. The e2e suite checks the `noindex`
 * itself.
 */
export const skippedAuditsOf = (page) => (page.noindex ? ['is-crawlable'] : [])
