// How soon the home page answers a tap on a phone: the header's menu toggle and the cookie
// banner's "Aceitar".
//
//   npm run bench:tap                            probe the current out/
//   npm run bench:tap -- --dir=/path/to/out      another build (repeat --dir to compare)
//   npm run bench:tap -- --runs=9                page loads per control (default 5)
//
// `npm run bench` runs it last, with the same arguments (its --runs counts here too).
//
// Each run loads the home page in a fresh browser context (empty cache, no stored consent)
// in Debian's Chromium (CHROME_PATH), on a 375 × 812 touch screen with the CPU slowed 4×,
// 150 ms round trips and 1.6 Mbit/s down, all emulated through the DevTools protocol. From
// the moment Chromium reports the first contentful paint it taps the control with real
// touch input about every 100 ms, until one tap takes effect (the menu is open, the banner
// is gone). Per control it prints the median and range of:
// - taps lost: taps after the first paint that did nothing before the one that worked;
// - dead time: from the first tap to the one that worked, read from the taps' own input
//   timestamps, so the probe's overhead and a busy main thread do not count;
// - worked at: when the tap that worked happened, counted from the first contentful paint.
// The page records each tap and the control's state itself (an init script: a capturing
// click listener, nothing else). Every other host fails to resolve, as when offline.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { chromium } from '@playwright/test'

import { spread } from './lib/spread.mjs'
import { servePreview } from './serve-preview.mjs'

const RESULTS = 'bench-results'
const values = (name) =>
  process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.split('=')[1])
const dirs = values('dir').length > 0 ? values('dir') : ['out']
const runs = Number(values('runs')[0] ?? 5)
const TAP_EVERY_MS = 100
/** A run whose control never answers stops tapping after this long. */
const GIVE_UP_MS = 20_000

const PROFILE = {
  viewport: { width: 375, height: 812 },
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  },
}

/**
 * The controls probed: how the page finds each one, and whether a tap on it has taken
 * effect. Both run in the page, so they are plain functions of the document.
 */
const CONTROLS = [
  {
    name: 'menu toggle',
    find: () => document.querySelector('button[aria-controls="menu-mobile"]'),
    done: () => Boolean(document.getElementById('menu-mobile')?.checkVisibility()),
  },
  {
    name: '"Aceitar"',
    find: () =>
      [...document.querySelectorAll('[data-consent-banner] button')].find(
        (button) => button.textContent.trim() === 'Aceitar',
      ),
    done: () =>
      ![...document.querySelectorAll('[data-consent-banner]')].some((banner) =>
        banner.checkVisibility(),
      ),
  },
]

/**
 * Installed before any script of the page: every trusted click is logged with its input
 * timestamp and whether the control had already answered when that click arrived.
 */
function recordTaps(done) {
  const log = { clicks: [] }
  Object.defineProperty(window, '__firstTap', { value: { log, done } })
  window.addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) log.clicks.push({ at: event.timeStamp, doneBefore: done() })
    },
    true,
  )
}

const CONTEXT = {
  viewport: PROFILE.viewport,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Where `control` is on the phone screen, from one load without any slowdown. */
async function locate(browser, origin, control) {
  const context = await browser.newContext(CONTEXT)
  try {
    const page = await context.newPage()
    await page.goto(origin + '/')
    const box = await page.evaluate(`(${control.find})().getBoundingClientRect().toJSON()`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  } finally {
    await context.close()
  }
}

/** One page load: taps `control` at `point` from the first paint on until it answers. */
async function probe(browser, origin, control, point) {
  const context = await browser.newContext(CONTEXT)
  const page = await context.newPage()
  // Passed as source text: the page's Content-Security-Policy allows no eval.
  await page.addInitScript({ content: `(${recordTaps})(${control.done})` })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PROFILE.network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown })
  await cdp.send('Page.enable')
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
  const { frameTree } = await cdp.send('Page.getFrameTree')
  const painted = new Promise((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.frameId === frameTree.frame.id && event.name === 'firstContentfulPaint') resolve()
    })
  })

  try {
    await page.goto(origin + '/', { waitUntil: 'commit' })
    await painted

    // Taps keep their own clock; the state is read beside them, never between them.
    let answered = false
    let issued = 0
    const watcher = (async () => {
      const start = Date.now()
      while (!answered && Date.now() - start < GIVE_UP_MS) {
        answered = await page.evaluate(
          () => window.__firstTap.done() || window.__firstTap.log.clicks.some((c) => c.doneBefore),
        )
        if (!answered) await sleep(25)
      }
    })()
    const start = Date.now()
    const touchPoints = [{ x: point.x, y: point.y, radiusX: 4, radiusY: 4, force: 1 }]
    let next = start
    const sent = []
    while (!answered && Date.now() - start < GIVE_UP_MS) {
      if (next > Date.now()) await sleep(next - Date.now())
      if (answered) break
      next = Date.now() + TAP_EVERY_MS
      // Not awaited: a finger does not wait for the page to take the previous tap.
      sent.push(
        cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints }),
        cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
      )
      issued++
    }
    await Promise.all([watcher, ...sent])

    const result = await page.evaluate(() => {
      const { log, done } = window.__firstTap
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      const clicks = log.clicks
      if (clicks.length === 0) return { outcome: done() ? 'answered before any tap' : 'no tap' }
      // The tap that worked: the last one that arrived before the control had answered.
      const firstAfter = clicks.findIndex((click) => click.doneBefore)
      const worked = firstAfter === -1 ? (done() ? clicks.length - 1 : -1) : firstAfter - 1
      const firstTapAfterPaintMs = clicks[0].at - fcp
      if (firstAfter === 0) return { outcome: 'answered before any tap', firstTapAfterPaintMs }
      if (worked === -1) return { outcome: 'never answered', firstTapAfterPaintMs }
      return {
        outcome: 'worked',
        lost: worked,
        deadMs: clicks[worked].at - clicks[0].at,
        workedAfterPaintMs: clicks[worked].at - fcp,
        firstTapAfterPaintMs,
      }
    })
    return { ...result, issued }
  } finally {
    await context.close()
  }
}

const summary = (numbers, scale = 1, digits = 0) => spread(numbers, { scale, digits })

const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--disable-gpu',
    '--disable-quic',
    // Offline for every host but the local server: no run waits on a third party.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
  ],
})

const rows = []
const results = []
try {
  for (const dir of dirs) {
    if (!existsSync(join(dir, 'index.html'))) {
      throw new Error(`${dir}/index.html is missing: build the site first (npm run build).`)
    }
    const server = await servePreview(dir)
    try {
      for (const control of CONTROLS) {
        const point = await locate(browser, server.origin, control)
        const samples = []
        for (let run = 0; run < runs; run++) {
          samples.push(await probe(browser, server.origin, control, point))
        }
        results.push({ dir, control: control.name, samples })
        const worked = samples.filter((sample) => sample.outcome === 'worked')
        const column = (key, scale, digits) =>
          worked.length
            ? summary(
                worked.map((sample) => sample[key]),
                scale,
                digits,
              )
            : '–'
        const others = samples.filter((sample) => sample.outcome !== 'worked')
        rows.push({
          build: dir,
          control: control.name,
          'taps lost': column('lost', 1, 0),
          'dead time s': column('deadMs', 1000, 2),
          'worked at s after FCP': column('workedAfterPaintMs', 1000, 2),
          'first tap s after FCP': column('firstTapAfterPaintMs', 1000, 2),
          runs:
            `${worked.length}/${samples.length} worked` +
            others.map((sample) => `; ${sample.outcome}`).join(''),
        })
      }
    } finally {
      await server.close()
    }
  }
} finally {
  await browser.close()
}

mkdirSync(RESULTS, { recursive: true })
writeFileSync(
  join(RESULTS, 'first-tap.json'),
  JSON.stringify({ profile: PROFILE, results }, null, 2),
)
console.log(
  `\nFirst tap on the home page: ${runs} loads per control, 375 × 812 touch screen, CPU ÷ ` +
    `${PROFILE.cpuSlowdown}, ${PROFILE.network.latency} ms RTT, 1.6 Mbit/s; a tap every ` +
    `${TAP_EVERY_MS} ms from the first contentful paint. Median (range).`,
)
console.table(rows)
