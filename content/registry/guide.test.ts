import { readFileSync } from 'node:fs'
import path from 'node:path'

import { toString } from 'mdast-util-to-string'

import { nodesOf, parseMarkdown } from '@/lib/markdown'

import { collections, folders } from './collections'
import { factTokens, storageTokens } from '../schemas/field-kinds'

/** Every node of the staff's guide. */
const guide = [
  ...nodesOf(
    parseMarkdown(readFileSync(path.join(__dirname, '../../docs/editar-o-site.md'), 'utf8')),
  ),
]

/** Every `{name}` the guide writes as code. */
const written = guide.flatMap((node) =>
  node.type === 'inlineCode' ? [...node.value.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!) : [],
)

/** The `{name}`s its tables list, each alone in the first cell of a row. */
const tabled = guide.flatMap((node) =>
  node.type === 'table'
    ? node.children.slice(1).flatMap(({ children: [first] }) => {
        const code = first?.children[0]
        const name = code?.type === 'inlineCode' && /^\{(\w+)\}$/.exec(code.value)?.[1]
        return name ? [name] : []
      })
    : [],
)

const known: readonly string[] = [...factTokens, ...storageTokens]

test("the staff guide's tables list every fact and figure a text may name", () => {
  expect(factTokens.filter((token) => !tabled.includes(token))).toEqual([])
})

test('the staff guide writes no name between braces that the build would refuse', () => {
  expect(written.filter((name) => !known.includes(name))).toEqual([])
})

/** The editor's collections in its order: the files of content, then the folders of entries. */
const editorCollections = [
  ...Object.values(collections).map(({ label }) => label),
  ...Object.values(folders).map(({ label }) => label),
]

/** The words the guide counts with. */
const numberWords = [
  'zero',
  'uma',
  'duas',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
  'vinte',
]

test("the staff guide's table of collections lists the editor's, in its order", () => {
  const table = guide.find(
    (node) => node.type === 'table' && toString(node.children[0]!.children[0]!) === 'Coleção',
  )
  expect(table?.type).toBe('table')
  const rows = table!.type === 'table' ? table!.children.slice(1) : []
  expect(rows.map((row) => toString(row.children[0]!))).toEqual(editorCollections)
})

test('the staff guide counts the collections as the editor has them', () => {
  const text = toString({
    type: 'root',
    children: guide.filter((node) => node.type === 'paragraph'),
  } as never)
  const count = numberWords[editorCollections.length]
  const files = numberWords[Object.keys(collections).length]
  const entries = numberWords[Object.keys(folders).length]
  expect(text).toContain(`À esquerda ficam as ${count} coleções. Nas ${files} primeiras`)
  expect(text).toContain(`As ${entries} últimas`)
})
