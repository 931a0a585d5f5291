import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseEnv } from '../../lib/env'
import { sitePolicies } from '../security/hosts'
import { COMPILE_HINT } from './compile-hints.mjs'
import { deferredScripts } from './deferred-scripts.mjs'
import { exportedPage, fontPreload, payloadOf } from './fixtures/exported-page.mjs'
import { readElements } from './html.mjs'
import { inlineScripts } from './policy-meta.mjs'
import { postBuild } from './post-build.mjs'

const sha256 = (content) => `sha256-${createHash('sha256').update(content).digest('base64')}`
const chunk = (name) => `/_next/static/chunks/${name}`
const sources = {
  [chunk('react.js')]: 'react()',
  [chunk('page.js')]: 'page()',
  [chunk('main.js')]: 'main()',
  [chunk('polyfills.js')]: 'polyfills()',
}
const integrity = {
  [chunk('react.js')]: sha256('react()'),
  [chunk('main.js')]: sha256('main()'),
  [chunk('polyfills.js')]: sha256('polyfills()'),
}
// /sobre/ stands for the search page, the one that compiles WebAssembly.
const policies = sitePolicies(parseEnv({}), { webAssemblyPages: ['sobre/index.html'] })

const notFoundPage = exportedPage({ integrity, font: '', title: '404' })

/**
 * A small `next build` export: three pages, the 404 one without the font preload, and the
 * copies of that one Next writes as well.
 */
function exportFolder(pages = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'post-build-'))
  const files = {
    'index.html': exportedPage({ integrity }),
    'index.txt': payloadOf('Início'),
    '__next._full.txt': payloadOf('Início'),
    'sobre/index.html': exportedPage({ integrity, title: 'Sobre' }),
    'sobre/index.txt': payloadOf('Sobre'),
    'sobre/__next._full.txt': payloadOf('Sobre'),
    '404.html': notFoundPage,
    '404/index.html': notFoundPage,
    '_not-found/index.html': notFoundPage,
    '_not-found/index.txt': payloadOf('404'),
    ...Object.fromEntries(Object.entries(sources).map(([url, text]) => [url.slice(1), text])),
    ...pages,
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'out', file)), { recursive: true })
    writeFileSync(path.join(root, 'out', file), content)
  }
  return { outDir: path.join(root, 'out'), generatedDir: path.join(root, 'generated'), root }
}

const folders = []
function run(options = {}, pages = {}) {
  const folder = exportFolder(pages)
  folders.push(folder.root)
  const read = (file) => readFileSync(path.join(folder.outDir, file), 'utf8')
  return { ...folder, read, result: () => postBuild({ ...folder, policies, ...options }) }
}
afterAll(() => folders.forEach((root) => rmSync(root, { recursive: true, force: true })))

describe('the whole pass', () => {
  test('finishes every page and writes the host configurations from them', async () => {
    const { outDir, generatedDir, root, read, result } = run()
    const { transforms, pages, hostFiles } = await result()
    expect(transforms).toEqual([
      'compile hints',
      'after-paint loader',
      'font preloads',
      'policy meta',
    ])
    expect(pages.map((page) => page.file)).toEqual(['404.html', 'index.html', 'sobre/index.html'])
    // No host serves the not-found page at an address of its own, with a 200 status; its
    // data stays, beside it, and the copy of the data that nothing reads goes.
    expect(existsSync(path.join(outDir, '404'))).toBe(false)
    expect(existsSync(path.join(outDir, '_not-found'))).toBe(false)
    expect(read('404.txt')).toBe(payloadOf('404'))
    expect(existsSync(path.join(outDir, '__next._full.txt'))).toBe(false)
    expect(existsSync(path.join(outDir, 'sobre', '__next._full.txt'))).toBe(false)
    expect(read('sobre/index.txt')).toBe(payloadOf('Sobre'))

    for (const file of ['404.html', 'index.html', 'sobre/index.html']) {
      const html = read(file)
      // The hinted chunks, each under the hash of its new content.
      expect(deferredScripts(html)).toEqual([
        { src: chunk('react.js'), integrity: sha256(COMPILE_HINT + 'react()') },
        { src: chunk('page.js') },
        { src: chunk('main.js'), integrity: sha256(COMPILE_HINT + 'main()') },
      ])
      expect(html).toContain(fontPreload)
      // The policy follows the charset and allows the inline scripts the page ends up with.
      const elements = readElements(html)
      expect(elements[3].attributes.get('http-equiv')).toBe('Content-Security-Policy')
      expect(elements[3].attributes.get('content')).toBe(policies.meta(file, inlineScripts(html)))
    }
    // Only the page that compiles WebAssembly may.
    expect(read('sobre/index.html')).toContain("'wasm-unsafe-eval'")
    expect(read('index.html')).not.toContain('wasm-unsafe-eval')
    expect(read('_next/static/chunks/page.js')).toBe(COMPILE_HINT + 'page()')
    expect(read('_next/static/chunks/polyfills.js')).toBe('polyfills()')

    const dirs = { out: outDir, generated: generatedDir }
    const expected = policies.hostFiles(
      ['404.html', 'index.html', 'sobre/index.html'].map((file) => ({
        file,
        inlineScripts: inlineScripts(read(file)),
      })),
    )
    expect(hostFiles.map((file) => path.relative(root, file.path))).toEqual([
      'out/_headers',
      'generated/nginx-maps.conf',
      'generated/cloudfront-response-headers-policy.json',
      'generated/cloudfront-editor-response-headers-policy.json',
    ])
    for (const { dir, file, text } of expected) {
      expect(readFileSync(path.join(dirs[dir], file), 'utf8')).toBe(text)
    }
  })

  test('leaves the scripts in place without the loader, under their new hashes', async () => {
    const { read, result } = run({ deferScripts: false })
    // Each page keeps its own data, which no host file can allow for all of them.
    expect((await result()).hostFiles).toEqual([])
    const html = read('index.html')
    expect(deferredScripts(html)).toEqual([])
    const raw = exportedPage({ integrity })
    const rehashed = raw
      .replaceAll(integrity[chunk('react.js')], sha256(COMPILE_HINT + 'react()'))
      .replaceAll(integrity[chunk('main.js')], sha256(COMPILE_HINT + 'main()'))
    const policy = readElements(html)[3]
    expect(html.slice(0, policy.start) + html.slice(policy.end)).toBe(rehashed)
  })

  test('leaves the chunks and their hashes alone without the compile hints', async () => {
    const { read, result } = run({ compileHints: false })
    await result()
    expect(read('_next/static/chunks/react.js')).toBe('react()')
    expect(deferredScripts(read('index.html'))[0]).toEqual({
      src: chunk('react.js'),
      integrity: integrity[chunk('react.js')],
    })
  })
})

describe('what fails the build', () => {
  test('a file that no longer matches its hash, with nothing written', async () => {
    const { outDir, read, result } = run({}, { '_next/static/chunks/main.js': 'main();' })
    await expect(result()).rejects.toThrow(
      /404\.html: \/_next\/static\/chunks\/main\.js does not match its integrity hash/,
    )
    expect(read('index.html')).toBe(exportedPage({ integrity }))
    expect(read('_next/static/chunks/react.js')).toBe('react()')
    expect(existsSync(path.join(outDir, '_headers'))).toBe(false)
  })

  test('a page the transforms cannot read, named with the step that refused it', async () => {
    const { result } = run(
      {},
      {
        'sobre/index.html': exportedPage({ integrity, title: 'Sobre' }).replace(
          '<meta charSet="utf-8"/>',
          '',
        ),
      },
    )
    await expect(result()).rejects.toThrow('sobre/index.html (policy meta): No <meta charset')
  })

  test('an export that was finished already, or was never built', async () => {
    const { outDir, result } = run()
    await result()
    await expect(result()).rejects.toThrow(/was finished already/)
    rmSync(path.join(outDir, 'index.html'))
    await expect(result()).rejects.toThrow(/No .*index\.html: run next build first/)
  })
})
