// Speed, weight and quality of every exported page: read against the framework's floor, the
// released build and, for the pages whose largest paint is their heading, their twin
// without scripts, each in the same run.
//
//   npm run bench                           build, then measure every page
//   npm run bench -- --no-build             measure the current out/
//   npm run bench -- --runs=9               Lighthouse runs per page and build (default 5)
//   npm run bench -- --only=/contato/       one page
//   npm run bench -- --baseline=<what>      a commit, branch or tag (built once and kept),
//                                           an export's folder, or `none`; by default the
//                                           released build (`releasedCommit`)
//
// Runs are interleaved: run 1 of a page, of the same page in the baseline and of its twin,
// then run 2…, so a machine that slows down midway slows each alike. It builds a bare
// one-page export of the same Next.js (the floor), serves the builds with a compressing
// static server, runs Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) in
// Debian's Chromium (CHROME_PATH) and prints one row per page with every budget (`budgets`)
// as met or missed. The two budgets read against another build in the same run, the
// baseline's TBT and LCP (`compareRuns`) and the twin's LCP, hold on a busy machine too:
// missing either makes the bench exit with status 1. Reports land in bench-results/.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'

import { budgets, jsLimitBytes } from '../scripts/lib/budgets.mjs'
import { firstLoadJsBytes, kb } from '../scripts/lib/first-load.mjs'
import { frameworkFloorBytes, frameworkFloorOut } from '../scripts/lib/framework-floor.mjs'
import { baselineBuild } from './lib/baseline.mjs'
import { skippedAuditsOf, startLighthouse } from './lib/lighthouse.mjs'
import { twinOf, withoutScripts } from './lib/no-script-twin.mjs'
import { compareRuns, MIN_RUNS } from './lib/regression.mjs'
import { median, spread } from './lib/spread.mjs'
import { pages } from '../scripts/lib/pages.mjs'
import { servePreview } from './serve-preview.mjs'

const OUT = 'out'
const RESULTS = 'bench-results'
/** The pages whose largest paint is their heading, measured beside their twin. */
const TWINNED = new Set(['home', 'post', 'service'])
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
if (runs < MIN_RUNS) {
  console.warn(`With fewer than ${MIN_RUNS} runs no change against the baseline can count.`)
}
const baseline = baselineBuild(option('baseline'))

console.log('Building the framework floor (a bare one-page export of the same Next.js)…')
const floorBytes = frameworkFloorBytes()

const chosen = pages.filter((page) => !only || page.route === only)
/** The pages measured beside their twin without scripts. */
const twinned = chosen.filter((page) => TWINNED.has(page.name))
for (const page of twinned) {
  const twin = join(OUT, twinOf(page).file)
  mkdirSync(dirname(twin), { recursive: true })
  writeFileSync(twin, withoutScripts(readFileSync(join(OUT, page.file), 'utf8')))
}

const loadAtStart = loadavg()
const lighthouse = await startLighthouse(baseline ? [OUT, baseline.dir] : [OUT])
const server = await servePreview()
const floorServer = await servePreview(frameworkFloorOut)
const baselineServer = baseline && (await servePreview(baseline.dir))
const medianReport = (reports) =>
  [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
    Math.floor(reports.length / 2)
  ]

mkdirSync(RESULTS, { recursive: true })
const rows = []
const twinRows = []
const baselineRows = []
try {
  // The bare app under the same conditions: the timings no page of any Next site goes below.
  const floorReports = []
  for (let run = 0; run < runs; run++) floorReports.push(await lighthouse.run(floorServer.origin))
  const floorReport = save(medianReport(floorReports), 'framework-floor')
  rows.push({ page: 'floor (bare Next)', ...figures(floorReport, floorBytes), budgets: '' })
  for (const page of chosen) {
    const slug = page.route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
    const inBaseline = baseline && existsSync(join(baseline.dir, page.file))
    const reports = { page: [], baseline: [], twin: [] }
    for (let run = 0; run < runs; run++) {
      reports.page.push(await lighthouse.run(server.origin + page.route, skippedAuditsOf(page)))
      if (inBaseline) {
        const url = baselineServer.origin + page.route
        reports.baseline.push(await lighthouse.run(url, skippedAuditsOf(page)))
      }
      if (twinned.includes(page)) {
        reports.twin.push(await lighthouse.run(server.origin + twinOf(page).route))
      }
    }
    console.log(`  ${page.route}: ${runs} runs`)
    const lhr = save(medianReport(reports.page), slug)
    const checks = {}
    if (inBaseline) {
      const compared = againstBaseline(page, reports.page, reports.baseline)
      baselineRows.push(compared.row)
      checks['TBT vs baseline'] = !compared.grew.tbt
      checks['LCP vs baseline'] = !compared.grew.lcp
    }
    if (twinned.includes(page)) {
      save(medianReport(reports.twin), `${slug}-no-script`)
      const compared = twinRow(page, reports.page, reports.twin)
      twinRows.push(compared.row)
      checks['LCP vs twin'] = compared.met
    }
    rows.push(row(page, lhr, firstLoadJsBytes(OUT, page.file), checks))
  }
} finally {
  rmSync(join(OUT, 'no-script-twin'), { recursive: true, force: true })
  await server.close()
  await floorServer.close()
  await baselineServer?.close()
  lighthouse.close()
}

/** Saves `lhr` under bench-results/ as `name`, and hands it back. */
function save(lhr, name) {
  writeFileSync(join(RESULTS, `lighthouse-${name}.json`), JSON.stringify(lhr))
  return lhr
}

/** Category scores and audit values of one report. */
function reader(lhr) {
  return {
    score: (id) => lhr.categories[id].score,
    metric: (id) => lhr.audits[id].numericValue,
  }
}

// Declarations, not consts: the measuring loop above calls them before this line runs.
function tbtOf(lhr) {
  return reader(lhr).metric('total-blocking-time')
}
function lcpOf(lhr) {
  return reader(lhr).metric('largest-contentful-paint')
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

/** A page's row: its figures and the budgets they meet or miss, `relative` ones included. */
function row(page, lhr, jsBytes, relative) {
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
    ...relative,
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

/** "+265 ms (p 0.01)": a change against the baseline and how sure it is. */
function change({ change, p }, format) {
  return `${change >= 0 ? '+' : '−'}${format(Math.abs(change))} (p ${p.toFixed(2)})`
}

/** A page's TBT and LCP runs against the baseline's: each grown past the noise, or not. */
function againstBaseline(page, pageRuns, baselineRuns) {
  const tbt = compareRuns(baselineRuns.map(tbtOf), pageRuns.map(tbtOf), {
    floor: budgets.overBaseline.tbtMs,
  })
  const lcpBefore = baselineRuns.map(lcpOf)
  const lcp = compareRuns(lcpBefore, pageRuns.map(lcpOf), {
    floor: median(lcpBefore) * budgets.overBaseline.lcpShare,
  })
  const verdict = [tbt.grew && 'TBT grew', lcp.grew && 'LCP grew'].filter(Boolean)
  return {
    grew: { tbt: tbt.grew, lcp: lcp.grew },
    row: {
      page: page.route,
      'TBT ms, baseline': spread(baselineRuns.map(tbtOf)),
      'TBT ms': spread(pageRuns.map(tbtOf)),
      'TBT change': change(tbt, (ms) => `${Math.round(ms)} ms`),
      'LCP s, baseline': spread(lcpBefore, { scale: 1000, digits: 2 }),
      'LCP s': spread(pageRuns.map(lcpOf), { scale: 1000, digits: 2 }),
      'LCP change': change(lcp, (ms) => `${(ms / 1000).toFixed(2)} s`),
      budget: verdict.length === 0 ? 'within noise' : `missed: ${verdict.join(', ')}`,
    },
  }
}

/** A page's LCP against its twin's, medians of the runs, with the page's LCP element. */
function twinRow(page, pageRuns, twinRuns) {
  const lcp = median(pageRuns.map(lcpOf))
  const twinLcp = median(twinRuns.map(lcpOf))
  const met = lcp / twinLcp <= 1 + budgets.lcpOverNoScript
  return {
    met,
    row: {
      page: page.route,
      'LCP s': spread(pageRuns.map(lcpOf), { scale: 1000, digits: 2 }),
      'no-script LCP s': spread(twinRuns.map(lcpOf), { scale: 1000, digits: 2 }),
      'over twin': `${((lcp / twinLcp - 1) * 100).toFixed(1)} %`,
      'LCP element': lcpElement(medianReport(pageRuns)),
      budget: met ? 'met' : 'missed',
    },
  }
}

const load = (averages) => averages.map((value) => value.toFixed(2)).join(', ')
console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset, ` +
    `compressed static server. Framework floor: ${kb(floorBytes)} KB first-load JS. ` +
    `Load average ${load(loadAtStart)} at the start, ${load(loadavg())} at the end.`,
)
console.log(
  `Budgets: JS ≤ floor + ${budgets.jsOverFloorKb('/')} KB (/contato/ + ` +
    `${budgets.jsOverFloorKb('/contato/')} KB), LCP ≤ ${budgets.lcpMs / 1000} s, ` +
    `TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, performance ≥ ${budgets.performance}, ` +
    `accessibility, best practices and SEO ${budgets.quality.toFixed(1)}.`,
)
console.table(rows)
if (baselineRows.length > 0) {
  console.log(
    `Against the baseline, ${baseline.label}, same run: median (range). A metric grows past ` +
      `the noise when its runs rank above the baseline's (one-sided Mann–Whitney, p < 0.05) ` +
      `and its median by more than ${budgets.overBaseline.tbtMs} ms of TBT or ` +
      `${budgets.overBaseline.lcpShare * 100} % of LCP.`,
  )
  console.table(baselineRows)
}
if (twinRows.length > 0) {
  console.log(
    `Against their twin without scripts, same run: median (range); LCP within ` +
      `${budgets.lcpOverNoScript * 100} % of the twin's.`,
  )
  console.table(twinRows)
}
const failed = [...baselineRows, ...twinRows].some((item) => item.budget.startsWith('missed'))
if (failed) {
  console.error('A budget read against another build in the same run is missed.')
  process.exitCode = 1
}
