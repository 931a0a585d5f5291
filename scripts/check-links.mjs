// Fails when a page of the export links to something that is not there, or when the export
// and the page registry (content/pages.ts) disagree on which pages exist (`npm run
// validate`). Usage: node scripts/check-links.mjs [folder], out/ by default.
import { htmlFiles } from './lib/html.mjs'
import { pages } from './lib/pages.mjs'
import { findBrokenLinks, siteOriginOf } from './link-checker.mjs'

const outDir = process.argv[2] ?? 'out'
// The editor's page is written beside the site, not declared as one of its pages.
const built = htmlFiles(outDir).filter((file) => file !== 'admin/index.html')
const declared = pages.map(({ file }) => file)
const unlisted = built.filter((file) => !declared.includes(file))
const missing = declared.filter((file) => !built.includes(file))
if (unlisted.length > 0 || missing.length > 0) {
  console.error(`The export and the page registry (content/pages.ts) disagree:`)
  for (const file of unlisted) console.error(`  ${file} was built but is not in the registry`)
  for (const file of missing) console.error(`  ${file} is in the registry but was not built`)
  process.exit(1)
}

// The address the build was made for (NEXT_PUBLIC_SITE_URL), as the home page declares it.
const origin = siteOriginOf(outDir)
const broken = findBrokenLinks(outDir, origin)

if (broken.length > 0) {
  console.error(`${broken.length} broken link(s) in ${outDir}/:`)
  for (const { page, url, problem } of broken) console.error(`  ${page}: ${url} ${problem}`)
  process.exit(1)
}
console.log(`Links: ${built.length} pages checked against ${origin}, none broken.`)
