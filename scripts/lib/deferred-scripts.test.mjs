import { runInNewContext } from 'node:vm'

import { deferredScripts, deferScripts, FALLBACK_MS, LIST_ATTRIBUTE } from './deferred-scripts.mjs'
import { chunks, exportedPage } from './fixtures/exported-page.mjs'
import { readElements } from './html.mjs'

const exported = exportedPage()
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

  test('leaves polyfills, inline scripts, data and other hosts as they were', () => {
    const tags = tagsOf(html)
    expect(tags).toContain(
      '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule="">',
    )
    expect(tags).toContain('<script src="https://cdn.example/widget.js" async="">')
    expect(html).toContain('<script id="consent-defaults">window.dataLayer=[]</script>')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
  })

  test('lists a file that is only preloaded after the scripts', () => {
    const preload = '<link rel="preload" as="script" href="/_next/static/chunks/later.js"/>'
    const html = deferScripts(exported.replace('<title>', `${preload}<title>`))
    expect(deferredScripts(html)).toEqual([...chunks, { src: '/_next/static/chunks/later.js' }])
  })

  test('writes the list in one attribute that decodes back to the same JSON', () => {
    const awkward = exported.replaceAll('/_next/static/chunks/page.js', '/_next/a&amp;b&quot;c.js')
    const [loader] = loaderOf(deferScripts(awkward))
    expect(JSON.parse(loader.attributes.get(LIST_ATTRIBUTE))[1]).toEqual({ src: '/_next/a&b"c.js' })
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
    runInNewContext(source, {
      document,
      PerformanceObserver,
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
    })
    const paint = (name) =>
      paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
    return { added, timers, paint }
  }

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
