// Reading and editing exported pages with htmlparser2. Edits are spliced into the text at
// the positions the parser reports, so every byte they do not touch stays as Next wrote it.
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { Parser } from 'htmlparser2'

/** Every .html file under `dir`, as sorted paths relative to it with forward slashes. */
export function htmlFiles(dir, prefix = '') {
  const files = readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return htmlFiles(dir, relative)
    return entry.name.endsWith('.html') ? [relative] : []
  })
  return files.sort()
}

/** The path of every file called `name` under `dir`. */
export function filesNamed(dir, name) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === name)
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** `value` as a double-quoted attribute value's text. */
export function escapeAttribute(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
}

/** Elements whose content is raw text: the parser hands it over unparsed and undecoded. */
const RAW_TEXT = new Set(['script', 'style'])

/**
 * The elements of a page in document order. Each has its lower-case `name`, its
 * `attributes` (lower-case names, decoded values; the first of a repeated name wins, as in
 * browsers), the attributes as `written` (names in their case, to rewrite the tag), where
 * its start tag is (`html.slice(start, end)`), where its end tag is (`close`, absent for
 * void and unclosed elements) and, for script and style, where its raw `text` is.
 * Throws when a position the parser reports is not a tag there, rather than splice blind.
 */
export function readElements(html) {
  const elements = []
  const open = []
  const tagAt = (start, end, opening) => {
    const tag = html.slice(start, end)
    if (!tag.toLowerCase().startsWith(opening) || !tag.endsWith('>')) {
      throw new Error(`Cannot place ${opening}> at ${start}: ${JSON.stringify(tag)}`)
    }
    return { start, end }
  }
  const parser = new Parser(
    {
      onopentag(name, attribs, implied) {
        const element = { name, attributes: new Map(), written: Object.entries(attribs) }
        for (const [attribute, value] of element.written) {
          const key = attribute.toLowerCase()
          if (!element.attributes.has(key)) element.attributes.set(key, value)
        }
        if (!implied)
          Object.assign(element, tagAt(parser.startIndex, parser.endIndex + 1, `<${name}`))
        elements.push(element)
        open.push(element)
      },
      onclosetag(name, implied) {
        const element = open.pop()
        if (element?.name !== name) throw new Error(`Unbalanced </${name}> at ${parser.startIndex}`)
        if (implied) return
        element.close = tagAt(parser.startIndex, parser.endIndex + 1, `</${name}`)
        if (RAW_TEXT.has(name)) element.text = { start: element.end, end: element.close.start }
      },
    },
    { lowerCaseAttributeNames: false },
  )
  parser.end(html)
  return elements
}

/**
 * The start tag of `element` rewritten with `changes` (attribute name → new value), every
 * other attribute as written, in order. `html` tells whether the tag ended in `/>`.
 */
export function rewriteStartTag(html, element, changes) {
  const selfClosing = html.slice(element.start, element.end).endsWith('/>')
  const attributes = element.written.map(([name, value]) => {
    const changed = changes[name.toLowerCase()]
    return ` ${name}="${escapeAttribute(changed ?? value)}"`
  })
  return `<${element.name}${attributes.join('')}${selfClosing ? '/>' : '>'}`
}

/**
 * `html` with each edit's range `[start, end)` replaced by its `text`. Ranges come from
 * readElements on this same `html` and must not overlap.
 */
export function splice(html, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start)
  let result = ''
  let at = 0
  for (const { start, end, text } of sorted) {
    if (start < at) throw new Error(`Overlapping edits at ${start}`)
    result += html.slice(at, start) + text
    at = end
  }
  return result + html.slice(at)
}

/** Whether an element's `rel` lists `token`, as in `<link rel="preload">`. */
export const hasRel = ({ attributes }, token) =>
  (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes(token)

/** Whether `url` is on the site itself: a path, not another host or a protocol-relative one. */
export const isSameOrigin = (url) => url.startsWith('/') && !url.startsWith('//')

/** The file a same-origin URL names, relative to the export's folder. */
export const assetPath = (url) => decodeURIComponent(url.split('?')[0]).replace(/^\/+/, '')
