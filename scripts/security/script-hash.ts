import { createHash } from 'node:crypto'

/**
 * The CSP source that allows the inline script `source`: SHA-256 of its UTF-8 bytes, in
 * base64. The HTML parser turns CR LF into LF before a script sees its text, so the hash
 * does too.
 */
export function scriptHash(source: string): string {
  const digest = createHash('sha256').update(source.replace(/\r\n?/g, '\n'), 'utf8')
  return `'sha256-${digest.digest('base64')}'`
}
