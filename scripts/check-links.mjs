// Fails when the export and the page registry (`pages`) disagree on which pages
// exist, or when a page links to something that is not there (`npm run validate`).
// Usage: node scripts/check-links.mjs [folder], out/ by default.
import { htmlFiles } from './lib/html.mjs'
import { pages } from './lib/pages.mjs'
import { findBrokenLinks, registryProblems, siteOriginOf } from './link-checker.mjs'

const outDir = process.argv[2] ?? 'out'
const unregistered = registryProblems(
  outDir,
  pages.map(({ file }) => file),
)
if (unregistered.length > 0) {
  console.error(`The pages of ${outDir}/ are not the registry's:`)
  for (const problem of unregistered) console.error(`  ${problem}`)
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
console.log(`Links: ${htmlFiles(outDir).length} pages checked against ${origin}, none broken.`)
