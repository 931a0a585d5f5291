// Fails when a page's first-load JS outgrows its budget over the framework floor. Byte
// sizes are deterministic, so this runs in `npm test`; timings stay in `npm run bench`.
//   npm run build && npm run check:js
//   node scripts/check-js-budget.mjs out out-configured   exports to check, out/ by default
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { jsLimitBytes } from './lib/budgets.mjs'
import { firstLoadJsBytes, kb } from './lib/first-load.mjs'
import { frameworkFloorBytes } from './lib/framework-floor.mjs'
import { pages } from './lib/pages.mjs'

const folders = process.argv.length > 2 ? process.argv.slice(2) : ['out']
for (const folder of folders) {
  if (!existsSync(join(folder, 'index.html'))) {
    console.error(`${folder}/index.html is missing: build the site into ${folder}/ first.`)
    process.exit(1)
  }
}

// Built once, however many exports are checked against it.
const floorBytes = frameworkFloorBytes()
let failed = false
for (const folder of folders) {
  const rows = pages.map(({ route, file }) => {
    const bytes = firstLoadJsBytes(folder, file)
    const limit = jsLimitBytes(route, floorBytes)
    return {
      page: route,
      'JS KB': kb(bytes),
      '+floor': kb(bytes - floorBytes),
      'limit KB': kb(limit),
      met: bytes <= limit,
    }
  })
  console.log(`First-load JS of ${folder}/ (gzip KB); framework floor ${kb(floorBytes)} KB`)
  console.table(rows)
  const missed = rows.filter((row) => !row.met)
  if (missed.length > 0) {
    console.error(`Over budget in ${folder}/: ${missed.map((row) => row.page).join(', ')}`)
    failed = true
  }
}
if (failed) process.exit(1)
