import { createHash } from 'node:crypto'

/**
 * Reads the inline scripts of a pre-rendered page and writes its policy into it. Build
 * time only (Node): the pages are React's own output, whose attribute values never hold a
 * raw `>` and whose scripts never hold a raw `</script`, so a tag-level scan reads them
 * as a browser's parser does.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/** Types a browser runs, and so checks against script-src; any other type is inert data. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
])

function isExecutable(attributes: string): boolean {
  const match = TYPE.exec(attributes)
  const type = match ? (match[1] ?? match[2] ?? match[3] ?? '') : ''
  return EXECUTABLE_TYPES.has(type.trim().toLowerCase())
}

/** The text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || !isExecutable(attributes)) continue
    scripts.push(body)
  }
  return scripts
}

/**
 * The CSP source that allows `source`: SHA-256 of its UTF-8 bytes, in base64. The HTML
 * parser turns CR LF into LF before a script sees its text, so the hash does too.
 */
export function scriptHash(source: string): string {
  const digest = createHash('sha256').update(source.replace(/\r\n?/g, '\n'), 'utf8')
  return `'sha256-${digest.digest('base64')}'`
}

const CHARSET = /<meta\s+charSet="utf-8"\s*\/?>/i
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i

/**
 * The page with its policy in a `<meta>` right after the charset declaration, ahead of
 * every script and stylesheet: a policy only covers what the parser meets after it.
 * Running it again replaces the policy instead of adding a second one.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const withoutOld = html.replace(POLICY_META, '')
  if (!CHARSET.test(withoutOld)) {
    throw new Error('No <meta charSet="utf-8"/> to put the policy after')
  }
  return withoutOld.replace(CHARSET, (charset) => charset + meta)
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}
