import { createHash } from 'node:crypto'

/**
 * Subresource Integrity of the site's own files. `experimental.sri` (next.config.mjs) adds
 * `integrity` to the framework's bootstrap scripts; a file changed after the build (a
 * CDN's minifier, a hand edit) would then be refused by browsers. The build checks every
 * attribute against the file it names, so such a mismatch fails the build instead.
 */

const TAG_WITH_INTEGRITY = /<(?:script|link)\b[^>]*\bintegrity="([^"]+)"[^>]*>/gi
const URL_ATTRIBUTE = /\b(?:src|href)="([^"]+)"/i

/** The same-origin URLs a page pins with `integrity`, and the hash it expects for each. */
export function integrityReferences(html: string): { url: string; integrity: string }[] {
  const references: { url: string; integrity: string }[] = []
  for (const [tag, integrity = ''] of html.matchAll(TAG_WITH_INTEGRITY)) {
    const url = URL_ATTRIBUTE.exec(tag)?.[1]
    if (url?.startsWith('/')) references.push({ url, integrity })
  }
  return references
}

/** The `integrity` value of `content` for the algorithm `expected` names (sha256/384/512). */
export function integrityOf(content: Buffer | string, expected: string): string {
  const algorithm = expected.split('-', 1)[0] ?? ''
  if (!['sha256', 'sha384', 'sha512'].includes(algorithm)) {
    throw new Error(`Unknown integrity algorithm in ${expected}`)
  }
  return `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`
}
