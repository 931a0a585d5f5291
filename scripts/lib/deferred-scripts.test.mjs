import { runInNewContext } from 'node:vm'

import {
  deferredScripts,
  deferScripts,
  FALLBACK_MS,
  LIST_ATTRIBUTE,
  withDeferredScripts,
} from './deferred-scripts.mjs'

// The shape of a page as Next.js exports it: async scripts and a script preload in the
// head, inline data scripts, the bootstrap script at the end of the body, and the
// polyfills for browsers without modules.
const exported = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" integrity="sha256-main"/>',
  '<script src="/_next/static/chunks/react.js" async="" integrity="sha256-react"></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Início</title>',
  '<script id="consent-defaults">window.dataLayer=[]</script>',
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule=""></script>',
  '</head><body><h1>Olá</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="https://cdn.example/widget.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" integrity="sha256-main" async=""></script>',
  '</body></html>',
].join('')

const scriptTags = (html) => [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)

describe('deferScripts', () => {
  const html = deferScripts(exported)

  test('moves every same-origin async script and script preload into the loader', () => {
    expect(deferredScripts(html)).toEqual([
      { src: '/_next/static/chunks/react.js', integrity: 'sha256-react' },
      { src: '/_next/static/chunks/page.js' },
      { src: '/_next/static/chunks/main.js', integrity: 'sha256-main' },
    ])
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|page|main)\.js"/)
    expect(html).not.toContain('rel="preload" as="script"')
  })

  test('puts the loader where the first of them was, in the head', () => {
    const loaderAt = html.indexOf(`<script ${LIST_ATTRIBUTE}=`)
    expect(loaderAt).toBeGreaterThan(html.indexOf('app.css'))
    expect(loaderAt).toBeLessThan(html.indexOf('<title>'))
    expect(html.split(`<script ${LIST_ATTRIBUTE}=`)).toHaveLength(2)
  })

  test('leaves polyfills, inline scripts, data and other hosts alone', () => {
    const tags = scriptTags(html)
    expect(tags).toContain(
      '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule="">',
    )
    expect(tags).toContain('<script src="https://cdn.example/widget.js" async="">')
    expect(html).toContain('<script id="consent-defaults">window.dataLayer=[]</script>')
    expect(html).toContain('<script type="application/ld+json">')
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
  })

  test('takes a new list, such as the hashes of files changed after the build', () => {
    const rehashed = deferredScripts(html).map((script) =>
      script.integrity ? { ...script, integrity: 'sha256-new' } : script,
    )
    const updated = withDeferredScripts(html, rehashed)
    expect(deferredScripts(updated)).toEqual(rehashed)
    expect(updated.replace(/data-after-first-paint="[^"]*"/, '')).toBe(
      html.replace(/data-after-first-paint="[^"]*"/, ''),
    )
  })

  test('changes nothing on a page it already went through, or one without scripts', () => {
    expect(deferScripts(html)).toBe(html)
    const plain = '<html><head><title>x</title></head><body></body></html>'
    expect(deferScripts(plain)).toBe(plain)
    expect(deferredScripts(plain)).toEqual([])
  })
})

describe('the loader in a browser', () => {
  /** Runs the page's loader against a fake document and returns what it did. */
  function runLoader({ visibility = 'visible', paintTiming = true } = {}) {
    const html = deferScripts(exported)
    const [, list, source] = html.match(/<script data-after-first-paint="([^"]*)">(.*?)<\/script>/s)
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
      currentScript: { getAttribute: () => list.replace(/&quot;/g, '"').replace(/&amp;/g, '&') },
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
    expect(added).toEqual([
      { src: '/_next/static/chunks/react.js', integrity: 'sha256-react' },
      { src: '/_next/static/chunks/page.js' },
      { src: '/_next/static/chunks/main.js', integrity: 'sha256-main' },
    ])
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
