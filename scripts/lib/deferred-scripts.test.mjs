import { runInNewContext } from 'node:vm'

import {
  afterPaint,
  DATA_TIMEOUT_MS,
  deferredScripts,
  deferScripts as deferScriptsOf,
  FALLBACK_MS,
  LIST_ATTRIBUTE,
} from './deferred-scripts.mjs'
import { chunks, entry, exportedPage, payloadOf } from './fixtures/exported-page.mjs'
import { readElements } from './html.mjs'

const exported = exportedPage()
const data = '/index.txt'
const payload = payloadOf('Início')
const deferScripts = (html) => deferScriptsOf(html, { data, payload })
const scripts = (html) => readElements(html).filter(({ name }) => name === 'script')
const tagsOf = (html) => scripts(html).map(({ start, end }) => html.slice(start, end))
const loaderOf = (html) => scripts(html).filter(({ attributes }) => attributes.has(LIST_ATTRIBUTE))

describe('deferScripts', () => {
  const html = deferScripts(exported)

  test('moves every same-origin async script and script preload into the loader', () => {
    expect(deferredScripts(html)).toEqual(chunks)
    const left = readElements(html).map(
      ({ attributes }) => attributes.get('src') ?? attributes.get('href'),
    )
    for (const { src } of chunks) expect(left).not.toContain(src)
  })

  test('puts the loader where the first of them was, in the head', () => {
    const loaders = loaderOf(html)
    expect(loaders).toHaveLength(1)
    expect(loaders[0].start).toBe(exported.indexOf('<link rel="preload" as="script"'))
    expect(html.slice(0, loaders[0].start)).toBe(exported.slice(0, loaders[0].start))
  })

  test('leaves polyfills, other inline scripts, structured data and other hosts as they were', () => {
    const tags = tagsOf(html)
    expect(tags).toContain(
      '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule="">',
    )
    expect(tags).toContain('<script src="https://cdn.example/widget.js" async="">')
    expect(html).toContain('<script id="consent-defaults">window.dataLayer=[]</script>')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
  })

  test("takes out the page's data and Turbopack's entry, for the loader to hand over", () => {
    const [loader] = loaderOf(html)
    const rest = html.slice(0, loader.start) + html.slice(loader.close.end)
    expect(rest).not.toMatch(/__next_f|TURBOPACK/)
    expect(afterPaint(html)).toEqual({ scripts: chunks, data, entry })
  })

  test('refuses a page whose data is not what its file holds', () => {
    expect(() => deferScriptsOf(exported, { data, payload: payloadOf('Sobre') })).toThrow(
      "The page's data differs from /index.txt",
    )
  })

  test('refuses data it does not know how to hand over', () => {
    const binary = exported.replace(
      '<script>self.__next_f.push([1,',
      '<script>self.__next_f.push([3,"AAEC"])</script><script>self.__next_f.push([1,',
    )
    expect(() => deferScripts(binary)).toThrow(/uses __next_f or TURBOPACK in a way/)
    const noEntry = exported.replace(/<script id="_R_">[^]*?<\/script>/, '')
    expect(() => deferScripts(noEntry)).toThrow(/No Turbopack entry/)
  })

  test('lists a file that is only preloaded after the scripts', () => {
    const preload = '<link rel="preload" as="script" href="/_next/static/chunks/later.js"/>'
    const html = deferScripts(exported.replace('<title>', `${preload}<title>`))
    expect(deferredScripts(html)).toEqual([...chunks, { src: '/_next/static/chunks/later.js' }])
  })

  test('writes the list in one attribute that decodes back to the same JSON', () => {
    const awkward = exported.replaceAll('/_next/static/chunks/page.js', '/_next/a&amp;b&quot;c.js')
    const [loader] = loaderOf(deferScripts(awkward))
    expect(JSON.parse(loader.attributes.get(LIST_ATTRIBUTE)).scripts[1]).toEqual({
      src: '/_next/a&b"c.js',
    })
  })
})

describe('the loader in a browser', () => {
  /** Runs the page's loader against a fake document and returns what it did. */
  function runLoader({ visibility = 'visible', paintTiming = true } = {}) {
    const html = deferScripts(exported)
    const [loader] = loaderOf(html)
    const source = html.slice(loader.text.start, loader.text.end)
    const added = []
    const timers = []
    let paintObserver
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
      constructor(callback) {
        this.callback = callback
      }
      observe(options) {
        if (options.type === 'paint') paintObserver = this.callback
      }
    }
    const document = {
      visibilityState: visibility,
      currentScript: { getAttribute: (name) => loader.attributes.get(name) },
      createElement: () => ({}),
      head: { appendChild: (element) => added.push({ ...element }) },
    }
    const requests = []
    class XMLHttpRequest {
      open(method, url) {
        Object.assign(this, { method, url })
        requests.push(this)
      }
      overrideMimeType(type) {
        this.type = type
      }
      send() {
        this.sent = true
      }
      /** What the server answers, as the browser reports it. */
      answer(status, responseText) {
        Object.assign(this, { status, responseText })
        this.onload()
      }
      /** The connection fails (offline, reset), as the browser reports it. */
      fail() {
        this.onerror()
      }
      /** No answer within the request's `timeout`, as the browser reports it. */
      timeOut() {
        this.ontimeout()
      }
    }
    const self = {}
    const errors = []
    runInNewContext(source, {
      document,
      PerformanceObserver,
      XMLHttpRequest,
      self,
      console: { error: (...args) => errors.push(args.join(' ')) },
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
    })
    const paint = (name) =>
      paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
    return { added, timers, paint, requests, self, errors }
  }

  test("fetches the page's data with the scripts, and hands it over before the entry", () => {
    const { requests, self, paint } = runLoader()
    expect(requests).toEqual([])
    paint('first-contentful-paint')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ method: 'GET', url: data, sent: true })
    // The file is UTF-8 whatever type the host gives it.
    expect(requests[0].type).toBe('text/plain; charset=utf-8')
    expect(self).toEqual({})
    requests[0].answer(200, payload)
    expect(self.__next_f).toEqual([[0], [1, payload]])
    expect(self.TURBOPACK).toEqual([entry])
  })

  test('asks once more for data that fails or hangs, and hands over what the second try brings', () => {
    for (const failure of [
      (request) => request.fail(),
      (request) => request.timeOut(),
      (request) => request.answer(503, 'Service Unavailable'),
    ]) {
      const { requests, self, paint, added, errors } = runLoader()
      paint('first-contentful-paint')
      expect(requests[0].timeout).toBe(DATA_TIMEOUT_MS)
      failure(requests[0])
      expect(requests).toHaveLength(2)
      expect(requests[1]).toMatchObject({ method: 'GET', url: data, sent: true })
      expect(requests[1].timeout).toBe(DATA_TIMEOUT_MS)
      expect(self).toEqual({})
      requests[1].answer(200, payload)
      expect(self.__next_f).toEqual([[0], [1, payload]])
      expect(self.TURBOPACK).toEqual([entry])
      // The scripts were added once, and nothing was reported.
      expect(added).toEqual(chunks)
      expect(errors).toEqual([])
    }
  })

  test('after a second failure hands nothing over and says so in the console: the page stays as served', () => {
    const { requests, self, paint, errors } = runLoader()
    paint('first-contentful-paint')
    requests[0].fail()
    expect(() => requests[1].answer(404, 'Not found')).not.toThrow()
    expect(requests).toHaveLength(2)
    expect(self).toEqual({})
    expect(errors).toEqual([expect.stringContaining(`Could not load the page data ${data}`)])
  })

  test('adds the scripts, with their hashes, once the first contentful paint is reported', () => {
    const { added, paint } = runLoader()
    expect(added).toEqual([])
    paint('first-paint')
    expect(added).toEqual([])
    paint('first-contentful-paint')
    expect(added).toEqual(chunks)
    paint('first-contentful-paint')
    expect(added).toHaveLength(3)
  })

  test('adds them anyway when no paint comes in time', () => {
    const { added, timers } = runLoader()
    expect(timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS])
    timers[0].callback()
    expect(added).toHaveLength(3)
  })

  test('adds them at once in a hidden tab or without paint timing', () => {
    expect(runLoader({ visibility: 'hidden' }).added).toHaveLength(3)
    expect(runLoader({ paintTiming: false }).added).toHaveLength(3)
  })
})
