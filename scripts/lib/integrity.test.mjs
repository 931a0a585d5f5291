import { createHash } from 'node:crypto'

import { LIST_ATTRIBUTE } from './deferred-scripts.mjs'
import { escapeAttribute } from './html.mjs'
import { checkIntegrity, integrityOf, integrityReferences } from './integrity.mjs'

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const list = escapeAttribute(
  JSON.stringify({
    scripts: [{ src: '/_next/b.js', integrity: sha256('b()') }, { src: '/_next/c.js' }],
    data: '/index.txt',
    entry: { otherChunks: [], runtimeModuleIds: [] },
  }),
)
const page = [
  '<html><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" href="/_next/a.js?v=1" integrity="${sha256('a()')}"/>`,
  `<script ${LIST_ATTRIBUTE}="${list}">loader()</script>`,
  '<script src="https://cdn.example/x.js" integrity="sha384-x" crossorigin=""></script>',
  `<script src="/_next/p.js" integrity="${sha256('p()')}" noModule=""></script>`,
  '</head></html>',
].join('')
const files = { '/_next/a.js?v=1': 'a()', '/_next/b.js': 'b()', '/_next/p.js': 'p()' }

test('lists the same-origin files a page pins, in its tags and in its loader', () => {
  expect(integrityReferences(page)).toEqual([
    { url: '/_next/a.js?v=1', integrity: sha256('a()') },
    { url: '/_next/p.js', integrity: sha256('p()') },
    { url: '/_next/b.js', integrity: sha256('b()') },
  ])
})

test('hashes a file with the algorithm the page expects', () => {
  const content = Buffer.from('console.log(1)')
  const sha384 = createHash('sha384').update(content).digest('base64')
  expect(integrityOf(content, 'sha384-whatever')).toBe(`sha384-${sha384}`)
  expect(() => integrityOf(content, 'md5-x')).toThrow(/algorithm/)
})

test('fails when a pinned file is not the one its hash names', () => {
  expect(() => checkIntegrity(page, (url) => Buffer.from(files[url]))).not.toThrow()
  const edited = { ...files, '/_next/b.js': 'b();' }
  expect(() => checkIntegrity(page, (url) => Buffer.from(edited[url]))).toThrow(
    /\/_next\/b\.js does not match its integrity hash/,
  )
})
