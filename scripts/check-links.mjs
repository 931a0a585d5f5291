// Fails when a page of the export links to something that is not there (`npm run validate`).
// Usage: node scripts/check-links.mjs [folder], out/ by default.
import { htmlFiles } from './lib/html.mjs'
import { findBrokenLinks, siteOriginOf } from './link-checker.mjs'

const outDir = process.argv[2] ?? 'out'
// The address the build was made for (NEXT_PUBLIC_SITE_URL), as the home page declares it.
const origin = siteOriginOf(outDir)
const broken = findBrokenLinks(outDir, origin)

if (broken.length > 0) {
  console.error(`${broken.length} broken link(s) in ${outDir}/:`)
  for (const { page, url, problem } of broken) console.error(`  ${page}: ${url} ${problem}`)
  process.exit(1)
}
console.log(`Links: ${htmlFiles(outDir).length} pages checked against ${origin}, none broken.`)
