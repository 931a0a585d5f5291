// Speed, weight and quality of every exported page, read against the framework's floor.
//
//   npm run bench                       build, then measure every page
//   npm run bench -- --no-build         measure the current out/
//   npm run bench -- --runs=9           Lighthouse runs per page (default 5, median kept)
//   npm run bench -- --only=/contato/   one page
//
// Each post is also measured beside its twin without scripts (`twinOf`), in
// the same run: its LCP, with its cover picture, must stay within 10 % of the twin's.
// It builds a bare one-page export of the same Next.js (the floor), serves out/ with a
// compressing static server, runs Lighthouse's mobile preset (simulated slow 4G and a 4x
// slower CPU) in Debian's Chromium (CHROME_PATH) and prints one row per page with every
// budget (`budgets`) as met or missed. Reports land in bench-results/.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { budgets, jsLimitBytes } from '../scripts/lib/budgets.mjs'
import { firstLoadJsBytes, kb } from '../scripts/lib/first-load.mjs'
import { frameworkFloorBytes, frameworkFloorOut } from '../scripts/lib/framework-floor.mjs'
import { skippedAuditsOf, startLighthouse } from './lib/lighthouse.mjs'
import { twinOf, withoutScripts } from './lib/no-script-twin.mjs'
import { pages } from '../scripts/lib/pages.mjs'
import { servePreview } from './serve-preview.mjs'

const OUT = 'out'
const RESULTS = 'bench-results'
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? undefined
const runs = Number(option('runs') ?? 5)
const only = option('only')

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}
if (!existsSync(join(OUT, 'index.html'))) {
  console.error('out/ is missing: run `npm run build` first.')
  process.exit(1)
}

console.log('Building the framework floor (a bare one-page export of the same Next.js)…')
const floorBytes = frameworkFloorBytes()

const lighthouse = await startLighthouse([OUT])
const server = await servePreview()
const floorServer = await servePreview(frameworkFloorOut)
const median = (reports) =>
  [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
    Math.floor(reports.length / 2)
  ]

/** The median Lighthouse report of `runs` loads of `url`, saved under bench-results/. */
async function audit(url, name, skipAudits = []) {
  const reports = []
  for (let run = 0; run < runs; run++) {
    reports.push(await lighthouse.run(url, skipAudits))
  }
  const lhr = median(reports)
  writeFileSync(join(RESULTS, `lighthouse-${name}.json`), JSON.stringify(lhr))
  console.log(`  ${name}: ${runs} runs`)
  return lhr
}

/** The pages measured beside their twin without scripts: the posts. */
const twinned = pages.filter((page) => page.name === 'post' && (!only || page.route === only))
for (const page of twinned) {
  const twin = join(OUT, twinOf(page).file)
  mkdirSync(dirname(twin), { recursive: true })
  writeFileSync(twin, withoutScripts(readFileSync(join(OUT, page.file), 'utf8')))
}

mkdirSync(RESULTS, { recursive: true })
const rows = []
const twinRows = []
try {
  // The bare app under the same conditions: the timings no page of any Next site goes below.
  const floorReport = await audit(floorServer.origin + '/', 'framework-floor')
  rows.push({ page: 'floor (bare Next)', ...figures(floorReport, floorBytes), budgets: '' })
  for (const page of pages.filter((p) => !only || p.route === only)) {
    const slug = page.route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
    const lhr = await audit(server.origin + page.route, slug, skippedAuditsOf(page))
    rows.push(row(page, lhr, firstLoadJsBytes(OUT, page.file)))
    if (twinned.includes(page)) {
      const twin = await audit(server.origin + twinOf(page).route, `${slug}-no-script`, [])
      twinRows.push(twinRow(page, lhr, twin))
    }
  }
} finally {
  rmSync(join(OUT, 'no-script-twin'), { recursive: true, force: true })
  await server.close()
  await floorServer.close()
  lighthouse.close()
}

/** Category scores and audit values of one report. */
function reader(lhr) {
  return {
    score: (id) => lhr.categories[id].score,
    metric: (id) => lhr.audits[id].numericValue,
  }
}

/** The columns Lighthouse and the page's first-load JS fill in. */
function figures(lhr, jsBytes) {
  const { score, metric } = reader(lhr)
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    'best-pr.': score('best-practices'),
    SEO: score('seo'),
    'LCP s': (metric('largest-contentful-paint') / 1000).toFixed(2),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: metric('cumulative-layout-shift').toFixed(3),
    'JS KB': kb(jsBytes),
    '+floor': kb(jsBytes - floorBytes),
    'transfer KB': kb(metric('total-byte-weight')),
  }
}

/** A page's row: its figures and the budgets they meet or miss. */
function row(page, lhr, jsBytes) {
  const { score, metric } = reader(lhr)
  const checks = {
    JS: jsBytes <= jsLimitBytes(page.route, floorBytes),
    LCP: metric('largest-contentful-paint') <= budgets.lcpMs,
    TBT: metric('total-blocking-time') <= budgets.tbtMs,
    CLS: metric('cumulative-layout-shift') <= budgets.cls,
    perf: score('performance') >= budgets.performance,
    a11y: score('accessibility') >= budgets.quality,
    'best-pr.': score('best-practices') >= budgets.quality,
    SEO: score('seo') >= budgets.quality,
  }
  const missed = Object.keys(checks).filter((name) => !checks[name])
  const columns = figures(lhr, jsBytes)
  return {
    page: page.route,
    ...columns,
    SEO: columns.SEO + (page.noindex ? ' (noindex: is-crawlable skipped)' : ''),
    budgets: missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`,
  }
}

/** What the page's largest paint was: its heading, its cover… (Lighthouse's LCP insight). */
function lcpElement(lhr) {
  return (
    lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
      ?.snippet ?? '?'
  )
}

/** A post's LCP against its twin's, with the cover picture that is its LCP element. */
function twinRow(page, lhr, twin) {
  const lcp = reader(lhr).metric('largest-contentful-paint')
  const twinLcp = reader(twin).metric('largest-contentful-paint')
  const ratio = lcp / twinLcp
  return {
    page: page.route,
    'LCP s': (lcp / 1000).toFixed(2),
    'no-script LCP s': (twinLcp / 1000).toFixed(2),
    'over twin': `${((ratio - 1) * 100).toFixed(1)} %`,
    'LCP element': lcpElement(lhr),
    budget: ratio <= 1 + budgets.lcpOverNoScript ? 'met' : 'missed',
  }
}

console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset, ` +
    `compressed static server. Framework floor: ${kb(floorBytes)} KB first-load JS.`,
)
console.log(
  `Budgets: JS ≤ floor + ${budgets.jsOverFloorKb('/')} KB (/contato/ + ` +
    `${budgets.jsOverFloorKb('/contato/')} KB), LCP ≤ ${budgets.lcpMs / 1000} s, ` +
    `TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, performance ≥ ${budgets.performance}, ` +
    `accessibility, best practices and SEO ${budgets.quality.toFixed(1)}.`,
)
console.table(rows)
if (twinRows.length > 0) {
  console.log(
    `Posts against their twin without scripts, same run: LCP within ` +
      `${budgets.lcpOverNoScript * 100} % of the twin's.`,
  )
  console.table(twinRows)
}
