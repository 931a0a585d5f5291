// Lighthouse on the same pages of two or more builds, to tell whether a change pays.
//
//   npm run bench:compare -- --dir=out-a --dir=out-b [--runs=7] [--only=/,/contato/]
//
// Runs are interleaved (run 1 of every build on a page, then run 2…), so a machine that
// slows down midway slows every build alike, and each metric is reported as its own median
// and range over the runs. Same mobile preset and blocked third parties as `npm run bench`.
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { firstLoadJsBytes, kb } from '../scripts/lib/first-load.mjs'
import { skippedAuditsOf, startLighthouse } from './lib/lighthouse.mjs'
import { median, spread } from './lib/spread.mjs'
import { pages } from '../scripts/lib/pages.mjs'
import { servePreview } from './serve-preview.mjs'

const values = (name) =>
  process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.split('=')[1])
const dirs = values('dir')
const runs = Number(values('runs')[0] ?? 5)
const only = values('only')[0]?.split(',')
if (dirs.length < 2) {
  console.error('Give at least two builds: --dir=out-a --dir=out-b')
  process.exit(1)
}
for (const dir of dirs) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing`)
}

const summary = (numbers, digits) => spread(numbers, { digits })

const chosen = pages.filter((page) => !only || only.includes(page.route))
const lighthouse = await startLighthouse(dirs)
const servers = []
const samples = new Map()
try {
  for (const dir of dirs) servers.push(await servePreview(dir))
  for (let run = 0; run < runs; run++) {
    for (const page of chosen) {
      for (const [index, dir] of dirs.entries()) {
        const lhr = await lighthouse.run(servers[index].origin + page.route, skippedAuditsOf(page))
        const key = `${page.route} ${dir}`
        if (!samples.has(key)) samples.set(key, [])
        samples.get(key).push({
          perf: lhr.categories.performance.score,
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        })
      }
      console.log(`  run ${run + 1}/${runs}: ${page.route}`)
    }
  }
} finally {
  for (const server of servers) await server.close()
  lighthouse.close()
}

const rows = chosen.flatMap((page) =>
  dirs.map((dir) => {
    const runsOf = samples.get(`${page.route} ${dir}`)
    const metric = (name) => runsOf.map((sample) => sample[name])
    return {
      page: page.route,
      build: dir,
      perf: summary(metric('perf'), 2),
      'LCP s': summary(metric('lcp'), 2),
      'TBT ms': summary(metric('tbt'), 0),
      CLS: median(metric('cls')).toFixed(3),
      'JS KB': kb(firstLoadJsBytes(dir, page.file)),
    }
  }),
)
console.log(`\nLighthouse mobile preset, ${runs} interleaved runs per build: median (range).`)
console.table(rows)
