// Fails when a page's first-load JS outgrows its budget over the framework floor. Byte
// sizes are deterministic, so this runs in `npm test`; timings stay in `npm run bench`.
//   npm run build && npm run check:js
//   node scripts/check-js-budget.mjs out out-configured     (each export folder given)
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { jsLimitBytes, pages } from './lib/budgets.mjs'
import { firstLoadJsBytes, kb } from './lib/first-load.mjs'
import { frameworkFloorBytes } from './lib/framework-floor.mjs'

const outDirs = process.argv.length > 2 ? process.argv.slice(2) : ['out']
const floorBytes = frameworkFloorBytes()
const missed = []
for (const outDir of outDirs) {
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`${outDir}/ is missing: run \`npm run build\` first.`)
    process.exit(1)
  }
  const rows = pages.map(({ route, file }) => {
    const bytes = firstLoadJsBytes(outDir, file)
    const limit = jsLimitBytes(route, floorBytes)
    return {
      page: route,
      'JS KB': kb(bytes),
      '+floor': kb(bytes - floorBytes),
      'limit KB': kb(limit),
      met: bytes <= limit,
    }
  })
  console.log(`${outDir}/: first-load JS (gzip KB); framework floor ${kb(floorBytes)} KB`)
  console.table(rows)
  missed.push(...rows.filter((row) => !row.met).map((row) => `${outDir}${row.page}`))
}
if (missed.length > 0) {
  console.error(`Over budget: ${missed.join(', ')}`)
  process.exit(1)
}
