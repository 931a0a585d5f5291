// The Content-Security-Policy in each page's <meta>. A static export has no server to hand
// out nonces, so the policy (`contentSecurityPolicy`) allows each page's inline scripts by
// their SHA-256 hashes. That only works when the hashed text is exactly what a browser
// runs, and when the <meta> comes before every script: a policy covers only what the
// browser's parser meets after it. Anything else fails the build instead of a visitor's page.
import { escapeAttribute, readElements, splice } from './html.mjs'

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

const isInlineScript = ({ name, attributes }) =>
  name === 'script' &&
  !attributes.has('src') &&
  EXECUTABLE_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase())

const isPolicyMeta = ({ name, attributes }) =>
  name === 'meta' && attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy'

/**
 * The text of every inline script a browser would run, in document order, exactly as it
 * stands between its tags. Throws on a script a browser could read differently: `<!--` in
 * its text can make a browser end it at a later `</script>` than this parser does, and a
 * NUL reaches the script as U+FFFD; either way the hash would not match what runs.
 */
export function inlineScripts(html) {
  const scripts = []
  for (const element of readElements(html).filter(isInlineScript)) {
    if (!element.text) throw new Error(`The inline script at ${element.start} has no end tag`)
    const text = html.slice(element.text.start, element.text.end)
    if (text.includes('<!--') || text.includes('\0')) {
      throw new Error(
        `The inline script at ${element.start} holds "<!--" or a NUL, so a browser may run ` +
          `other text than the hash allows: ${JSON.stringify(text.slice(0, 80))}`,
      )
    }
    scripts.push(text)
  }
  return scripts
}

/** Attributes whose value is an address, where a `javascript:` URL would run code. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction']

/**
 * Throws on script the hashes cannot allow: an event-handler attribute (`onclick=...`) or
 * a `javascript:` address. The policy has no 'unsafe-hashes' or 'unsafe-inline', so a
 * browser would block either while the build passed.
 */
export function assertNoInlineHandlers(html) {
  for (const { name, start, attributes } of readElements(html)) {
    const handler = [...attributes.keys()].find((attribute) => attribute.startsWith('on'))
    const scriptUrl = URL_ATTRIBUTES.find((attribute) =>
      /^\s*javascript:/i.test(attributes.get(attribute) ?? ''),
    )
    if (handler || scriptUrl) {
      throw new Error(
        `<${name}> at ${start} runs script from its ${handler ?? scriptUrl} attribute, ` +
          'which the policy blocks: attach the behaviour from a script instead',
      )
    }
  }
}

/** Whether a page carries a policy already, as a page this step has finished does. */
export function hasPolicyMeta(html) {
  return readElements(html).some(isPolicyMeta)
}

/**
 * `html` with `policy` in a `<meta>` right after its charset declaration, which must come
 * before every script so the policy covers them all.
 */
export function withPolicyMeta(html, policy) {
  const elements = readElements(html)
  const charset = elements.findIndex(
    ({ name, attributes }) =>
      name === 'meta' && attributes.get('charset')?.toLowerCase() === 'utf-8',
  )
  if (charset === -1) throw new Error('No <meta charset="utf-8"> to put the policy after')
  const early = elements.slice(0, charset).find(({ name }) => name === 'script')
  if (early)
    throw new Error(`A script at ${early.start} comes before the charset, outside the policy`)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const at = elements[charset].end
  return splice(html, [{ start: at, end: at, text: meta }])
}

/** The policy `<meta>` as the last step of the post-build pass. */
export const policyMeta = {
  name: 'policy meta',
  prepare: ({ policies }) => ({ metaPolicy: policies.meta }),
  apply: (html, { metaPolicy }, file) => {
    assertNoInlineHandlers(html)
    return withPolicyMeta(html, metaPolicy(file, inlineScripts(html)))
  },
}
