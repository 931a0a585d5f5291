// First-load JavaScript of an exported page: the scripts its HTML makes a modern browser
// download, gzip-compressed as a static host serves them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { deferredScripts } from './deferred-scripts.mjs'
import { assetPath, isSameOrigin, readElements } from './html.mjs'

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length

export const kb = (bytes) => Number((bytes / 1024).toFixed(1))

/**
 * Same-origin script URLs of a page: its script tags without the `noModule` polyfills
 * modern browsers skip, and the scripts its loader adds after the first paint.
 */
function firstLoadScripts(html) {
  const tags = readElements(html)
    .filter(({ name, attributes }) => name === 'script' && !attributes.has('nomodule'))
    .map(({ attributes }) => attributes.get('src'))
  return [...tags, ...deferredScripts(html).map((script) => script.src)].filter(
    (src) => src && isSameOrigin(src),
  )
}

/** Gzip bytes of the first-load JS of `htmlFile` (relative to `outDir`). */
export function firstLoadJsBytes(outDir, htmlFile) {
  const html = readFileSync(join(outDir, htmlFile), 'utf8')
  return firstLoadScripts(html)
    .map((src) => join(outDir, assetPath(src)))
    .reduce((sum, file) => sum + gzipSize(file), 0)
}
