// Paint first, then hydrate. Next.js puts its scripts in every page as `async`, so on a
// fast connection they download before the first frame is on screen and their parsing and
// hydration run ahead of it, while the content is already in the HTML. The build moves
// them into one small inline loader that adds the same scripts once the browser reports
// its first contentful paint (or at once in a hidden tab, or where paint timing is
// missing, or after FALLBACK_MS at the latest). Every script keeps its integrity hash and
// still runs as `async`, in whatever order it arrives, as Next.js expects.

/** The attribute of the loader that lists the scripts it adds, as JSON. */
export const LIST_ATTRIBUTE = 'data-after-first-paint'

/** Longest wait for the first paint before the scripts are added anyway. */
export const FALLBACK_MS = 3000

/**
 * The loader. ES5 on purpose: it runs in every browser that reads the page, including the
 * ones that only get the `noModule` polyfills. Its text is the same on every page, so the
 * Content-Security-Policy allows it with a single hash.
 */
export const LOADER_SOURCE = `(function (loader) {
  var scripts = JSON.parse(loader.getAttribute('${LIST_ATTRIBUTE}'))
  var started = false
  function start() {
    if (started) return
    started = true
    scripts.forEach(function (script) {
      var element = document.createElement('script')
      element.src = script.src
      if (script.integrity) element.integrity = script.integrity
      document.head.appendChild(element)
    })
  }
  try {
    if (
      document.visibilityState === 'visible' &&
      PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1
    ) {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) start()
      }).observe({ type: 'paint', buffered: true })
      setTimeout(start, ${FALLBACK_MS})
      return
    }
  } catch (error) {}
  start()
})(document.currentScript)`

const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script\s*>/gi
const LINK_TAG = /<link\b([^>]*?)\/?>/gi
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** The attributes of a tag, names in lower case, values as written (React escapes them). */
function attributesOf(text) {
  const attributes = new Map()
  for (const [, name, ...values] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? '')
  }
  return attributes
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const unescapeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** A same-origin `async` script, or a script preload, that the loader can take over. */
function deferrable(tag, attributes) {
  const src = tag === 'script' ? attributes.get('src') : attributes.get('href')
  if (!src?.startsWith('/')) return undefined
  if (tag === 'script') {
    const type = (attributes.get('type') ?? '').toLowerCase()
    if (!attributes.has('async') || attributes.has('nomodule') || type !== '') return undefined
  } else if (attributes.get('rel') !== 'preload' || attributes.get('as') !== 'script') {
    return undefined
  }
  const integrity = attributes.get('integrity')
  return integrity ? { src, integrity } : { src }
}

/**
 * `html` with its `async` scripts and script preloads replaced by the loader, which takes
 * the place of the first of them. A page without any is returned as it is, so running the
 * build step twice changes nothing.
 */
export function deferScripts(html) {
  const scripts = new Map()
  // Each tag taken leaves a marker; the loader replaces the first one in document order.
  const take = (tag) => (match, attributeText) => {
    const script = deferrable(tag, attributesOf(attributeText))
    if (!script) return match
    scripts.set(script.src, { ...scripts.get(script.src), ...script })
    return '\u0000'
  }
  const marked = html.replace(SCRIPT_TAG, take('script')).replace(LINK_TAG, take('link'))
  if (scripts.size === 0) return html
  const list = escapeAttribute(JSON.stringify([...scripts.values()]))
  const loader = `<script ${LIST_ATTRIBUTE}="${list}">${LOADER_SOURCE}</script>`
  let placed = false
  return marked.replace(/\u0000/g, () => (placed ? '' : ((placed = true), loader)))
}

/** `html` with its loader's list replaced by `scripts`. */
export function withDeferredScripts(html, scripts) {
  const list = escapeAttribute(JSON.stringify(scripts))
  return html.replace(
    new RegExp(`(<script\\b[^>]*\\s${LIST_ATTRIBUTE}=)"[^"]*"`, 'i'),
    (_, start) => `${start}"${list}"`,
  )
}

/** The scripts a page's loader adds after the first paint, in order. */
export function deferredScripts(html) {
  for (const [, attributeText] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const list = attributesOf(attributeText).get(LIST_ATTRIBUTE)
    if (list !== undefined) return JSON.parse(unescapeAttribute(list))
  }
  return []
}
