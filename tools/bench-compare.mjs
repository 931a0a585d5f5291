// Lighthouse on the same pages of two or more builds, to tell whether a change pays.
//
//   npm run bench:compare -- --dir=out-a --dir=out-b [--runs=7] [--only=/,/contato/] [--twins]
//
// Runs are interleaved (run 1 of every build on a page, then run 2…), so a machine that
// slows down midway slows every build alike, and each metric is reported as its own median
// and range over the runs. Every build after the first is read against the first: a TBT or
// LCP whose runs rank above the first build's past the noise (`compareRuns`) says "grew".
// `--twins` measures each page of each build beside its twin without scripts too (written
// into the build's folder for the run), and prints the LCP over the twin's. A page a build
// does not have is left out of that build's rows. Same mobile preset and blocked third
// parties as `npm run bench`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'

import { firstLoadJsBytes, kb } from '../scripts/lib/first-load.mjs'
import { skippedAuditsOf, startLighthouse } from './lib/lighthouse.mjs'
import { twinOf, withoutScripts } from './lib/no-script-twin.mjs'
import { compareRuns } from './lib/regression.mjs'
import { median, spread } from './lib/spread.mjs'
import { pages } from '../scripts/lib/pages.mjs'
import { servePreview } from './serve-preview.mjs'

const values = (name) =>
  process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.split('=')[1])
const dirs = values('dir')
const runs = Number(values('runs')[0] ?? 5)
const only = values('only')[0]?.split(',')
const twins = process.argv.includes('--twins')
if (dirs.length < 2) {
  console.error('Give at least two builds: --dir=out-a --dir=out-b')
  process.exit(1)
}
for (const dir of dirs) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing`)
}

const chosen = pages.filter((page) => !only || only.includes(page.route))
const has = (dir, page) => existsSync(join(dir, page.file))
if (twins) {
  for (const dir of dirs) {
    for (const page of chosen.filter((page) => has(dir, page))) {
      const twin = join(dir, twinOf(page).file)
      mkdirSync(dirname(twin), { recursive: true })
      writeFileSync(twin, withoutScripts(readFileSync(join(dir, page.file), 'utf8')))
    }
  }
}

const loadAtStart = loadavg()
const lighthouse = await startLighthouse(dirs)
const servers = []
const samples = new Map()
/** Measures `route` of the build at `index` once, into the samples under `key`. */
async function measure(index, route, key, page) {
  const lhr = await lighthouse.run(servers[index].origin + route, skippedAuditsOf(page))
  if (!samples.has(key)) samples.set(key, [])
  samples.get(key).push({
    perf: lhr.categories.performance.score,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  })
}
try {
  for (const dir of dirs) servers.push(await servePreview(dir))
  for (let run = 0; run < runs; run++) {
    for (const page of chosen) {
      for (const [index, dir] of dirs.entries()) {
        if (!has(dir, page)) continue
        await measure(index, page.route, `${page.route} ${dir}`, page)
        if (twins) await measure(index, twinOf(page).route, `${page.route} ${dir} twin`, {})
      }
      console.log(`  run ${run + 1}/${runs}: ${page.route}`)
    }
  }
} finally {
  for (const server of servers) await server.close()
  lighthouse.close()
  if (twins)
    for (const dir of dirs) rmSync(join(dir, 'no-script-twin'), { recursive: true, force: true })
}

/** "+265 (p 0.01) grew": the change of the median against the first build, and its verdict. */
function against(first, runsOf, name, { scale = 1, digits = 0, floor = 0 } = {}) {
  const compared = compareRuns(first, runsOf, { floor })
  const sign = compared.change >= 0 ? '+' : '−'
  const amount = (Math.abs(compared.change) / scale).toFixed(digits)
  return `${sign}${amount} (p ${compared.p.toFixed(2)})${compared.grew ? ` ${name} grew` : ''}`
}

const rows = chosen.flatMap((page) => {
  const first = samples.get(`${page.route} ${dirs[0]}`)
  return dirs
    .filter((dir) => has(dir, page))
    .map((dir, index) => {
      const metric = (name, key = `${page.route} ${dir}`) =>
        samples.get(key).map((sample) => sample[name])
      const compared = first && index > 0 && dirs[0] !== dir
      return {
        page: page.route,
        build: dir,
        perf: spread(metric('perf'), { digits: 2 }),
        'LCP s': spread(metric('lcp'), { scale: 1000, digits: 2 }),
        'TBT ms': spread(metric('tbt')),
        ...(first && {
          'TBT vs first': compared
            ? against(
                first.map((sample) => sample.tbt),
                metric('tbt'),
                'TBT',
              )
            : '',
          'LCP vs first': compared
            ? against(
                first.map((sample) => sample.lcp),
                metric('lcp'),
                'LCP',
                { scale: 1000, digits: 2 },
              )
            : '',
        }),
        ...(twins && {
          'LCP over twin': `${((median(metric('lcp')) / median(metric('lcp', `${page.route} ${dir} twin`)) - 1) * 100).toFixed(1)} %`,
        }),
        CLS: median(metric('cls')).toFixed(3),
        'JS KB': kb(firstLoadJsBytes(dir, page.file)),
      }
    })
})
const load = (averages) => averages.map((value) => value.toFixed(2)).join(', ')
console.log(
  `\nLighthouse mobile preset, ${runs} interleaved runs per build: median (range). ` +
    `Load average ${load(loadAtStart)} at the start, ${load(loadavg())} at the end.`,
)
console.table(rows)
