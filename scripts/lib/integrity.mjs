// Subresource Integrity of the site's own files. `experimental.sri` (next.config.mjs) adds
// `integrity` to the framework's bootstrap scripts; a file changed after the build (a CDN's
// minifier, a hand edit) would then be refused by browsers. The build checks every hash
// against the file it names, so such a mismatch fails the build instead.
import { createHash } from 'node:crypto'

import { deferredScripts } from './deferred-scripts.mjs'
import { isSameOrigin, readElements } from './html.mjs'

/** The `integrity` value of `content` for the algorithm `expected` names (sha256/384/512). */
export function integrityOf(content, expected) {
  const algorithm = expected.split('-', 1)[0]
  if (!['sha256', 'sha384', 'sha512'].includes(algorithm)) {
    throw new Error(`Unknown integrity algorithm in ${expected}`)
  }
  return `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`
}

/**
 * Every same-origin file a page pins with a hash: `integrity` on its script and link tags,
 * and in its after-paint loader's list.
 */
export function integrityReferences(html) {
  const references = []
  for (const { name, attributes } of readElements(html)) {
    const url = attributes.get(name === 'link' ? 'href' : 'src')
    const integrity = attributes.get('integrity')
    if ((name === 'script' || name === 'link') && integrity && url && isSameOrigin(url)) {
      references.push({ url, integrity })
    }
  }
  for (const { src, integrity } of deferredScripts(html)) {
    if (integrity) references.push({ url: src, integrity })
  }
  return references
}

/** Throws unless every hash `html` pins matches the file `readAsset(url)` returns. */
export function checkIntegrity(html, readAsset) {
  for (const { url, integrity } of integrityReferences(html)) {
    if (integrityOf(readAsset(url), integrity) !== integrity) {
      throw new Error(`${url} does not match its integrity hash ${integrity}`)
    }
  }
}
