// Page weight and lab performance of the exported site, printed as numbers.
//
//   npm run build && npm run bench            sizes + lab metrics + accessibility audit
//   npm run bench -- --sizes-only             sizes only (no browser)
//
// Sizes: what each page's HTML makes the browser download before it is interactive,
// gzip-compressed as a static host would serve it. Lab metrics: Chromium at 375 px with a
// 4x slower CPU and a slow 4G network, median of three loads per page.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const OUT = 'out'
const pages = [
  ['/', 'index.html'],
  ['/sobre/', 'sobre/index.html'],
  ['/servicos/', 'servicos/index.html'],
  ['/contato/', 'contato/index.html'],
  ['/politica-de-privacidade/', 'politica-de-privacidade/index.html'],
  ['404', '404.html'],
]

/** Budgets a cheap phone on a mobile network can afford. */
// The Next.js and React runtime alone is about 135 KB of the JS budget and about 300 ms of
// the blocking time at a 4x slower CPU.
const budget = { jsKb: 170, lcpMs: 2500, cls: 0.1, tbtMs: 200 }

if (!existsSync(join(OUT, 'index.html'))) {
  console.error('out/ is missing: run `npm run build` first.')
  process.exit(1)
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)
const assetPath = (href) => join(OUT, decodeURIComponent(href.split('?')[0]))

function pageWeight(htmlFile) {
  const html = readFileSync(join(OUT, htmlFile), 'utf8')
  // noModule polyfills are skipped by every browser that runs modules.
  const scripts = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1] + m[3]))
    .map((m) => m[2])
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  )
  const fonts = [...html.matchAll(/<link[^>]*href="([^"]+\.woff2)"/g)].map((m) => m[1])
  const local = (list) => list.filter((href) => href.startsWith('/')).map(assetPath)
  return {
    html: gz(join(OUT, htmlFile)),
    js: local(scripts).reduce((sum, file) => sum + gz(file), 0),
    scripts: scripts.length,
    css: local(styles).reduce((sum, file) => sum + gz(file), 0),
    // woff2 is already compressed.
    font: local(fonts).reduce((sum, file) => sum + statSync(file).size, 0),
  }
}

console.log('\nPage weight (gzip KB)')
const sizeRows = pages.map(([route, file]) => {
  const w = pageWeight(file)
  return {
    page: route,
    HTML: kb(w.html),
    'JS (first load)': kb(w.js),
    scripts: w.scripts,
    CSS: kb(w.css),
    font: kb(w.font),
    total: kb(w.html + w.js + w.css + w.font),
    'JS budget': w.js / 1024 <= budget.jsKb ? 'ok' : `over ${budget.jsKb}`,
  }
})
console.table(sizeRows)

if (process.argv.includes('--sizes-only')) process.exit(0)

const { chromium } = await import('@playwright/test')
const { default: AxeBuilder } = await import('@axe-core/playwright')
const { servePreview } = await import('./serve-preview.mjs')

const server = await servePreview()
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
const browser = await chromium.launch({ executablePath })

async function measure(route) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.route(
    (url) => url.origin !== server.origin,
    (r) => r.abort(),
  )
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await page.addInitScript(() => {
    const m = { lcp: 0, cls: 0, tbt: 0, fcp: 0 }
    Object.assign(window, { __metrics: m })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) m.lcp = e.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) m.cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) m.tbt += Math.max(0, e.duration - 50)
    }).observe({ type: 'longtask', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'first-contentful-paint') m.fcp = e.startTime
    }).observe({ type: 'paint', buffered: true })
  })
  const path = route === '404' ? '/pagina-inexistente/' : route
  await page.goto(server.origin + path, { waitUntil: 'load' })
  await page.waitForTimeout(1500)
  const metrics = await page.evaluate(() => window.__metrics)
  await context.close()
  return metrics
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

try {
  console.log('\nLab metrics: 375 px, 4x CPU slowdown, slow 4G (median of 3 loads)')
  const rows = []
  for (const [route] of pages) {
    const runs = []
    for (let i = 0; i < 3; i++) runs.push(await measure(route))
    const m = {
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
    }
    rows.push({
      page: route,
      'FCP ms': Math.round(m.fcp),
      'LCP ms': Math.round(m.lcp),
      CLS: m.cls.toFixed(3),
      'TBT ms': Math.round(m.tbt),
      budget: m.lcp <= budget.lcpMs && m.cls <= budget.cls && m.tbt <= budget.tbtMs ? 'ok' : 'over',
    })
  }
  console.table(rows)

  console.log('\nAccessibility: axe-core (WCAG 2.2 A/AA + best practices) at 375 px and 1280 px')
  const a11y = []
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    await page.route(
      (url) => url.origin !== server.origin,
      (r) => r.abort(),
    )
    for (const [route] of pages) {
      await page.goto(server.origin + (route === '404' ? '/pagina-inexistente/' : route))
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      a11y.push({
        page: route,
        width,
        violations: result.violations.length,
        passes: result.passes.length,
        ids: result.violations.map((v) => v.id).join(' '),
      })
    }
    await context.close()
  }
  console.table(a11y)
} finally {
  await browser.close()
  await server.close()
}
