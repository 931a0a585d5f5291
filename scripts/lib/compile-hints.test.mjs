import {
  COMPILE_HINT,
  hintStartupScripts,
  withCompileHint,
  withHintedIntegrity,
} from './compile-hints.mjs'
import { exportedPage } from './fixtures/exported-page.mjs'
import { integrityOf } from './integrity.mjs'

test('puts the compile hint on the first line of a script, once', () => {
  const source = Buffer.from('(globalThis.TURBOPACK||[]).push([])\n')
  const hinted = withCompileHint(source)
  expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])\n')
  expect(hinted.startsWith(COMPILE_HINT)).toBe(true)
  expect(withCompileHint(Buffer.from(hinted))).toBe(hinted)
})

describe('hintStartupScripts', () => {
  const sources = {
    '/_next/static/chunks/react.js': 'react()',
    '/_next/static/chunks/page.js': 'page()',
    '/_next/static/chunks/main.js': 'main()',
    '/_next/static/chunks/polyfills.js': 'polyfills()',
  }
  const sri = (text) => integrityOf(Buffer.from(text), 'sha256-')
  const integrity = {
    '/_next/static/chunks/react.js': sri('react()'),
    '/_next/static/chunks/main.js': sri('main()'),
  }
  const readAsset = (url) => Buffer.from(sources[url])

  test('hints exactly the startup scripts and hashes each hinted file anew', () => {
    const pages = new Map([['index.html', exportedPage({ integrity })]])
    const { files, integrities } = hintStartupScripts(pages, readAsset)
    expect([...files.keys()].sort()).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/react.js',
    ])
    expect(files.get('/_next/static/chunks/page.js')).toBe(`${COMPILE_HINT}page()`)
    expect(integrities).toEqual(
      new Map([
        ['/_next/static/chunks/react.js', sri(`${COMPILE_HINT}react()`)],
        ['/_next/static/chunks/main.js', sri(`${COMPILE_HINT}main()`)],
      ]),
    )
  })

  test('fails when a file is no longer the one its integrity hash names', () => {
    const pages = new Map([['sobre/index.html', exportedPage({ integrity })]])
    const edited = (url) => (url.endsWith('react.js') ? Buffer.from('react();') : readAsset(url))
    expect(() => hintStartupScripts(pages, edited)).toThrow(
      /sobre\/index\.html: \/_next\/static\/chunks\/react\.js does not match its integrity hash/,
    )
  })

  test('gives every tag of a hinted file the new hash, and changes nothing else', () => {
    const html = exportedPage({ integrity })
    const integrities = new Map([['/_next/static/chunks/main.js', 'sha256-hinted']])
    const hinted = withHintedIntegrity(html, integrities)
    expect(hinted).toBe(html.replaceAll(integrity['/_next/static/chunks/main.js'], 'sha256-hinted'))
    expect(hinted.split('sha256-hinted')).toHaveLength(3)
  })
})
