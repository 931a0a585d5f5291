// Build step after `next build`, before scripts/security-headers.mjs hashes the pages'
// inline scripts. It finishes what Next.js leaves out of the exported pages' loading:
//   - the framework's scripts start after the first paint (scripts/lib/deferred-scripts.mjs);
//   - those scripts carry V8's compile hint, so they compile off the main thread
//     (scripts/lib/compile-hints.mjs), and their integrity hashes follow;
//   - every page preloads the site font, the not-found page included
//     (scripts/lib/font-preloads.mjs).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createJiti } from 'jiti'

import { withCompileHint } from './lib/compile-hints.mjs'
import { deferredScripts, deferScripts, withDeferredScripts } from './lib/deferred-scripts.mjs'
import { fontPreloads, withFontPreloads } from './lib/font-preloads.mjs'
import { htmlFiles } from './link-checker.mjs'

const jiti = createJiti(import.meta.url, { tsconfigPaths: true })
const { integrityOf } = await jiti.import('../lib/security/integrity.ts')

const outDir = 'out'
const files = htmlFiles(outDir).sort()
if (!files.includes('index.html')) throw new Error(`No ${outDir}/index.html: run next build first`)
const preloads = fontPreloads(await readFile(path.join(outDir, 'index.html'), 'utf8'))
if (preloads.length === 0) throw new Error('The home page preloads no font')

const pages = new Map()
for (const file of files) {
  pages.set(file, deferScripts(await readFile(path.join(outDir, file), 'utf8')))
}

/**
 * Adds the compile hint to a script every page loads at once, after checking it is still
 * the file its integrity hash names, and returns its new hash.
 */
async function hint({ src, integrity }) {
  const file = path.join(outDir, decodeURIComponent(src))
  const content = await readFile(file)
  if (integrity && integrityOf(content, integrity) !== integrity) {
    throw new Error(`${src} does not match its integrity hash`)
  }
  const hinted = withCompileHint(content)
  await writeFile(file, hinted)
  return integrity && integrityOf(hinted, integrity)
}

const scripts = new Map()
for (const html of pages.values()) {
  for (const script of deferredScripts(html)) scripts.set(script.src, script)
}
const integrities = new Map()
for (const script of scripts.values()) integrities.set(script.src, await hint(script))

console.log('Pages finished (scripts after the first paint, compile hints, font preloads):')
for (const [file, deferred] of pages) {
  const rehashed = deferredScripts(deferred).map((script) =>
    script.integrity ? { ...script, integrity: integrities.get(script.src) } : script,
  )
  const html = withFontPreloads(withDeferredScripts(deferred, rehashed), preloads)
  await writeFile(path.join(outDir, file), html)
  console.log(`  ${file}: ${rehashed.length} scripts, ${fontPreloads(html).length} font`)
}
