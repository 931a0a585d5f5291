import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  escapeAttribute,
  htmlFiles,
  isSameOrigin,
  readElements,
  rewriteStartTag,
  splice,
} from './html.mjs'

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/a.js?v=1&amp;x=2"/>' +
  '<script src="/b.js" async="" noModule=""></script>' +
  '<script>if (a < b && c) d("</p>")</script>' +
  '</head><body><p>Olá<br>mundo</p></body></html>'

describe('readElements', () => {
  const elements = readElements(page)
  const named = (name) => elements.filter((element) => element.name === name)

  test('places every start and end tag exactly where it is written', () => {
    const [link] = named('link')
    expect(page.slice(link.start, link.end)).toBe(
      '<link rel="preload" as="script" fetchPriority="low" href="/a.js?v=1&amp;x=2"/>',
    )
    expect(link.close).toBeUndefined()
    const [script] = named('script')
    expect(page.slice(script.start, script.end)).toBe('<script src="/b.js" async="" noModule="">')
    expect(page.slice(script.close.start, script.close.end)).toBe('</script>')
    const [br] = named('br')
    expect(page.slice(br.start, br.end)).toBe('<br>')
  })

  test('gives attributes by lower-case name, decoded, and keeps them as written', () => {
    const [link] = named('link')
    expect(link.attributes.get('fetchpriority')).toBe('low')
    expect(link.attributes.get('href')).toBe('/a.js?v=1&x=2')
    expect(link.written.map(([name]) => name)).toEqual(['rel', 'as', 'fetchPriority', 'href'])
  })

  test("gives a script's raw text, as a browser hands it to the engine", () => {
    const inline = named('script')[1]
    expect(page.slice(inline.text.start, inline.text.end)).toBe('if (a < b && c) d("</p>")')
    expect(page.slice(inline.start, inline.close.end)).toBe(
      '<script>if (a < b && c) d("</p>")</script>',
    )
  })

  test('refuses markup where the reported position is not a tag, instead of splicing blind', () => {
    expect(() => readElements('<head><script>a()</script  ><title>x</title></head>')).toThrow(
      /Cannot place/,
    )
  })
})

describe('editing', () => {
  test('splices edits in and leaves every other byte alone', () => {
    const [link] = readElements(page).filter((element) => element.name === 'link')
    const edited = splice(page, [
      { start: link.start, end: link.end, text: '' },
      { start: 0, end: 0, text: '<!-- a -->' },
    ])
    expect(edited).toBe('<!-- a -->' + page.slice(0, link.start) + page.slice(link.end))
    expect(() =>
      splice(page, [
        { start: 0, end: 10, text: '' },
        { start: 5, end: 6, text: '' },
      ]),
    ).toThrow(/Overlapping/)
  })

  test('rewrites one attribute of a tag and writes the others as they were', () => {
    const [link] = readElements(page).filter((element) => element.name === 'link')
    expect(rewriteStartTag(page, link, { href: '/c.js?"q"' })).toBe(
      '<link rel="preload" as="script" fetchPriority="low" href="/c.js?&quot;q&quot;"/>',
    )
  })

  test('escapes an attribute value once, ampersands first', () => {
    expect(escapeAttribute('[{"a":"b&amp;"}]')).toBe('[{&quot;a&quot;:&quot;b&amp;amp;&quot;}]')
  })
})

test('tells same-origin paths from other hosts', () => {
  expect(isSameOrigin('/_next/static/chunks/a.js')).toBe(true)
  expect(isSameOrigin('//cdn.example/a.js')).toBe(false)
  expect(isSameOrigin('https://cdn.example/a.js')).toBe(false)
})

test('lists the HTML files of a folder, sorted, with forward slashes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'html-files-'))
  try {
    for (const file of ['sobre/index.html', 'index.html', '404.html', 'a/b/c.html', 'x.txt']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), '')
    }
    expect(htmlFiles(dir)).toEqual(['404.html', 'a/b/c.html', 'index.html', 'sobre/index.html'])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
