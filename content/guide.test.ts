import { readFileSync } from 'node:fs'
import path from 'node:path'

import { nodesOf, parseMarkdown } from '@/lib/markdown'

import { factTokens, storageTokens } from './field-kinds'

/** Every node of the staff's guide. */
const guide = [
  ...nodesOf(parseMarkdown(readFileSync(path.join(__dirname, '../docs/editar-o-site.md'), 'utf8'))),
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
