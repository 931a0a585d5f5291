import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { importCycles, importGraph } from './import-graph.mjs'
import { root } from './layers.mjs'

/** A repository of `files` (path: text), with the site's `@/` paths. */
function repository(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-graph-'))
  const all = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
    ...files,
  }
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

test("the site's modules import one another in no circle, type imports and .mjs included", () => {
  const cycles = importCycles(importGraph(root)).map((cycle) => cycle.join(' → '))
  expect(cycles).toEqual([])
})

test('a circle closed by a type import, a declaration or a loaded module is found', () => {
  const dir = repository({
    'lib/a.ts': "import type { B } from './b'\nexport type A = { b: B }\n",
    'lib/b.ts': "import { c } from '@/lib/c'\nexport type B = typeof c\n",
    'lib/c.ts': "export const c = (a: import('./a').A) => a\n",
    'scripts/lib/pages.mjs': "import { step } from '../step.mjs'\nexport const pages = step\n",
    'scripts/lib/pages.d.mts': 'export declare const pages: string[]\n',
    'scripts/step.mjs': "import { pages } from './lib/pages.mjs'\nexport const step = pages\n",
    'scripts/check.mjs':
      "import { loadSiteModule } from './lib/site-modules.mjs'\nawait loadSiteModule('scripts/check.ts')\n",
    'scripts/check.ts': "import type {} from './check.mjs'\n",
    'app/page.tsx': "import type { A } from '@/lib/a'\nimport 'zod'\n",
  })
  try {
    expect(importCycles(importGraph(dir))).toEqual([
      ['lib/a.ts', 'lib/b.ts', 'lib/c.ts', 'lib/a.ts'],
      ['scripts/check.mjs', 'scripts/check.ts', 'scripts/check.mjs'],
      ['scripts/lib/pages.mjs', 'scripts/step.mjs', 'scripts/lib/pages.mjs'],
    ])
  } finally {
    rmSync(dir, { recursive: true })
  }
})

test('each circle of a group of modules is named once, from its first file', () => {
  const graph = new Map([
    ['a', new Set(['b', 'c'])],
    ['b', new Set(['a'])],
    ['c', new Set(['a', 'd'])],
    ['d', new Set()],
  ])
  expect(importCycles(graph)).toEqual([
    ['a', 'b', 'a'],
    ['a', 'c', 'a'],
  ])
})
