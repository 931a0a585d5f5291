// Build step after `next build`, before scripts/security-headers.mjs hashes the pages'
// inline scripts. It finishes what Next.js leaves out of the exported pages' loading:
//   - the framework's scripts start after the first paint (scripts/lib/deferred-scripts.mjs);
//   - every page preloads the site font, the not-found page included (scripts/lib/font-preloads.mjs).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { htmlFiles } from './link-checker.mjs'
import { deferredScripts, deferScripts } from './lib/deferred-scripts.mjs'
import { fontPreloads, withFontPreloads } from './lib/font-preloads.mjs'

const outDir = 'out'
const files = htmlFiles(outDir).sort()
if (!files.includes('index.html')) throw new Error(`No ${outDir}/index.html: run next build first`)
const preloads = fontPreloads(await readFile(path.join(outDir, 'index.html'), 'utf8'))
if (preloads.length === 0) throw new Error('The home page preloads no font')

console.log('Pages finished (scripts added after the first paint, fonts preloaded):')
for (const file of files) {
  const htmlPath = path.join(outDir, file)
  const html = withFontPreloads(deferScripts(await readFile(htmlPath, 'utf8')), preloads)
  await writeFile(htmlPath, html)
  console.log(
    `  ${file}: ${deferredScripts(html).length} scripts, ${fontPreloads(html).length} font`,
  )
}
