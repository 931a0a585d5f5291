// Paint first, then hydrate. Next.js puts its scripts in every page as `async`, so on a
// fast connection they download before the first frame is on screen and their parsing and
// hydration run ahead of it, while the content is already in the HTML. The build moves
// them into one small inline loader that adds the same scripts once the browser reports
// its first contentful paint (or at once in a hidden tab, or where paint timing is
// missing, or after FALLBACK_MS at the latest). Every script keeps its integrity hash and
// still runs as `async`, in whatever order it arrives, as Next.js expects. At the same time
// it fetches the page's data, which the build took out of the HTML (flight-data.mjs), and
// hands it to Next before Turbopack's entry, which starts the page once its chunks are in;
// data that fails or hangs is asked for once more, then reported in the console.
import { flightFileOf, flightScripts } from './flight-data.mjs'
import { escapeAttribute, readElements, splice } from './html.mjs'
import { startupScripts } from './startup-scripts.mjs'

/**
 * The attribute of the loader that says what it adds, as JSON: `scripts` (each `src` and
 * `integrity`), `data` (the address of the page's payload) and `entry` (Turbopack's).
 */
export const LIST_ATTRIBUTE = 'data-after-first-paint'

/** Longest wait for the first paint before the scripts are added anyway. */
export const FALLBACK_MS = 3000

/**
 * How long the page's data may take before it is asked for again, once; the second try
 * gets as long. The file is 10 to 16 KB gzip and comes with some 150 KB of chunks: about
 * 3 s on a 500 kbit/s line, so 10 s only gives up on a request that hangs.
 */
export const DATA_TIMEOUT_MS = 10_000

/**
 * The loader. ES5 on purpose: it runs in every browser that reads the page, including the
 * ones that only get the `noModule` polyfills. Its text is the same on every page, so the
 * Content-Security-Policy allows it with a single hash.
 */
export const LOADER_SOURCE = `(function (loader) {
  var page = JSON.parse(loader.getAttribute('${LIST_ATTRIBUTE}'))
  var started = false
  function start() {
    if (started) return
    started = true
    page.scripts.forEach(function (script) {
      var element = document.createElement('script')
      element.src = script.src
      if (script.integrity) element.integrity = script.integrity
      document.head.appendChild(element)
    })
    load(1)
  }
  function load(retries) {
    var request = new XMLHttpRequest()
    function fail() {
      if (retries) return load(retries - 1)
      console.error('Could not load the page data ' + page.data + ', tried twice: the page stays as served, without its scripts')
    }
    request.open('GET', page.data)
    request.overrideMimeType('text/plain; charset=utf-8')
    request.timeout = ${DATA_TIMEOUT_MS}
    request.onerror = request.ontimeout = fail
    request.onload = function () {
      if (request.status !== 200) return fail()
      var data = (self.__next_f = self.__next_f || [])
      data.push([0])
      data.push([1, request.responseText])
      ;(self.TURBOPACK = self.TURBOPACK || []).push(page.entry)
    }
    request.send()
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
 * `html` with its startup scripts (`startupScripts`) and its data scripts
 * (`flightScripts`) replaced by the loader, which takes the place of the first startup
 * script. Its list holds the scripts in document order, then the files only preloaded,
 * each with its integrity hash; `data` is the address of the file that holds the same
 * payload as the page's data scripts, `payload` that file's text: a page whose data
 * differs from it fails.
 */
export function deferScripts(html, { data, payload }) {
  const flight = flightScripts(html)
  if (flight.payload !== payload) {
    throw new Error(`The page's data differs from ${data}: they come from different builds`)
  }
  const startup = startupScripts(html)
  const scripts = new Map()
  const ordered = [
    ...startup.filter(({ element }) => element.name === 'script'),
    ...startup.filter(({ element }) => element.name !== 'script'),
  ]
  for (const { src, integrity } of ordered) {
    scripts.set(src, { ...scripts.get(src), src, ...(integrity && { integrity }) })
  }
  const list = { scripts: [...scripts.values()], data, entry: flight.entry }
  const loader = `<script ${LIST_ATTRIBUTE}="${escapeAttribute(JSON.stringify(list))}">${LOADER_SOURCE}</script>`
  return splice(html, [
    ...startup.map(({ element: { start, close, end } }, index) => ({
      start,
      end: close?.end ?? end,
      text: index ? '' : loader,
    })),
    ...flight.edits,
  ])
}

/** What a page's loader adds after the first paint; nothing without a loader. */
export function afterPaint(html) {
  const loader = readElements(html).find(
    ({ name, attributes }) => name === 'script' && attributes.has(LIST_ATTRIBUTE),
  )
  return loader ? JSON.parse(loader.attributes.get(LIST_ATTRIBUTE)) : undefined
}

/**
 * The scripts a page's loader adds after the first paint, in order; none without a loader.
 * A loader from before the page's data left its HTML listed the scripts alone, which the
 * benches still read in an older build.
 */
export function deferredScripts(html) {
  const list = afterPaint(html)
  return Array.isArray(list) ? list : (list?.scripts ?? [])
}

/** The after-paint loader as a step of the post-build pass. */
export const afterPaintLoader = {
  name: 'after-paint loader',
  prepare: ({ readAsset }) => ({ readAsset }),
  apply: (html, { readAsset }, file) => {
    const data = `/${flightFileOf(file)}`
    return deferScripts(html, { data, payload: readAsset(data).toString('utf8') })
  },
}
