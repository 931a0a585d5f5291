// Fails when a page's first-load JS outgrows its budget over the framework floor. Byte
// sizes are deterministic, so this runs in `npm test`; timings stay in `npm run bench`.
//   npm run build && npm run check:js
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { jsLimitBytes } from './lib/budgets.mjs'
import { firstLoadJsBytes, kb } from './lib/first-load.mjs'
import { frameworkFloorBytes } from './lib/framework-floor.mjs'
import { pages } from './lib/pages.mjs'

const OUT = 'out'
if (!existsSync(join(OUT, 'index.html'))) {
  console.error('out/ is missing: run `npm run build` first.')
  process.exit(1)
}

const floorBytes = frameworkFloorBytes()
const rows = pages.map(({ route, file }) => {
  const bytes = firstLoadJsBytes(OUT, file)
  const limit = jsLimitBytes(route, floorBytes)
  return {
    page: route,
    'JS KB': kb(bytes),
    '+floor': kb(bytes - floorBytes),
    'limit KB': kb(limit),
    met: bytes <= limit,
  }
})

console.log(`First-load JS (gzip KB); framework floor ${kb(floorBytes)} KB`)
console.table(rows)
const missed = rows.filter((row) => !row.met)
if (missed.length > 0) {
  console.error(`Over budget: ${missed.map((row) => row.page).join(', ')}`)
  process.exit(1)
}
