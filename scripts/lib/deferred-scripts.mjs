// Paint first, then hydrate. Next.js puts its scripts in every page as `async`, so on a
// fast connection they download before the first frame is on screen and their parsing and
// hydration run ahead of it, while the content is already in the HTML. The build moves
// them into one small inline loader that adds the same scripts once the browser reports
// its first contentful paint (or at once in a hidden tab, or where paint timing is
// missing, or after FALLBACK_MS at the latest). Every script keeps its integrity hash and
// still runs as `async`, in whatever order it arrives, as Next.js expects.
import { escapeAttribute, readElements, splice } from './html.mjs'
import { startupScripts } from './startup-scripts.mjs'

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

/**
 * `html` with its startup scripts (scripts/lib/startup-scripts.mjs) replaced by the loader,
 * which takes the place of the first of them. The list holds the scripts in document
 * order, then the files only preloaded; each keeps its integrity hash.
 */
export function deferScripts(html) {
  const startup = startupScripts(html)
  const scripts = new Map()
  const ordered = [
    ...startup.filter(({ element }) => element.name === 'script'),
    ...startup.filter(({ element }) => element.name !== 'script'),
  ]
  for (const { src, integrity } of ordered) {
    scripts.set(src, { ...scripts.get(src), src, ...(integrity && { integrity }) })
  }
  const list = escapeAttribute(JSON.stringify([...scripts.values()]))
  const loader = `<script ${LIST_ATTRIBUTE}="${list}">${LOADER_SOURCE}</script>`
  return splice(
    html,
    startup.map(({ element: { start, close, end } }, index) => ({
      start,
      end: close?.end ?? end,
      text: index ? '' : loader,
    })),
  )
}

/** The scripts a page's loader adds after the first paint, in order; none without a loader. */
export function deferredScripts(html) {
  const loader = readElements(html).find(
    ({ name, attributes }) => name === 'script' && attributes.has(LIST_ATTRIBUTE),
  )
  return loader ? JSON.parse(loader.attributes.get(LIST_ATTRIBUTE)) : []
}

/** The after-paint loader as a step of the post-build pass. */
export const afterPaintLoader = { name: 'after-paint loader', apply: deferScripts }
