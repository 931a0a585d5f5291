// The repository's own modules and what each imports, found as TypeScript finds them: type
// imports too, which import/no-cycle skips, and the `.mjs` of the build and the tools. Its
// test refuses any import circle (import-graph.test.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { layers } from './layers.mjs'

/** The folders of the repository's own modules, and their files' endings. */
const FOLDERS = [...layers, 'worker', 'e2e']
const MODULE = /\.(ts|tsx|mts|mjs|js)$/

/** Each module under `FOLDERS` of `root`, and those at its top (the configurations). */
export function siteFiles(root) {
  const top = readdirSync(root, { withFileTypes: true })
  return [
    ...top.filter((entry) => entry.isFile()).map((entry) => entry.name),
    ...FOLDERS.filter((folder) => top.some((entry) => entry.isDirectory() && entry.name === folder))
      .flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
      )
      .filter((file) => !file.split(path.sep).includes('node_modules')),
  ]
    .filter((file) => MODULE.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/** The modules `loadSiteModule('<path>')` loads by their path from the root. */
const SITE_MODULE = /\bloadSiteModule\(\s*['"`]([^'"`]+)['"`]\s*\)/g

/**
 * The import graph of `root`'s own modules: for each file (from `root`), the files it
 * imports, by any import TypeScript reads (static, type-only, re-export, `import()`,
 * `require`) resolved as tsconfig.json resolves them (its `paths`), and those it loads
 * through `loadSiteModule`. A module's declarations (`x.d.mts`) stand for it (`x.mjs`).
 * Packages are left out.
 */
export function importGraph(root, files = siteFiles(root)) {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config ?? {}
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions ?? {}, root)
  const compilerOptions = {
    ...options,
    // What tsconfig.json's `paths` are relative to, as TypeScript sets it reading the file.
    pathsBasePath: root,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
  }
  const aliases = Object.keys(options.paths ?? {}).map((alias) => alias.replace(/\*$/, ''))
  const cache = ts.createModuleResolutionCache(root, (name) => name, compilerOptions)
  const ownOf = (file) => {
    const relative = path.relative(root, file).split(path.sep).join('/')
    if (relative.startsWith('..') || relative.split('/').includes('node_modules')) return undefined
    const declared = relative.replace(/\.d\.mts$/, '.mjs')
    return declared !== relative && existsSync(path.join(root, declared)) ? declared : relative
  }

  const graph = new Map()
  const pending = [...files]
  const seen = new Set(pending)
  while (pending.length > 0) {
    const file = pending.pop()
    const absolute = path.join(root, file)
    const text = readFileSync(absolute, 'utf8')
    const specifiers = ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.') || aliases.some((alias) => name.startsWith(alias)))
    const resolved = specifiers.map(
      (name) =>
        ts.resolveModuleName(name, absolute, compilerOptions, ts.sys, cache).resolvedModule
          ?.resolvedFileName,
    )
    const loaded = [...text.matchAll(SITE_MODULE)].map(([, name]) => path.join(root, name))
    const imports = [...resolved, ...loaded]
      .filter((target) => target && MODULE.test(target) && existsSync(target))
      .map(ownOf)
      .filter((target) => target && target !== ownOf(absolute))
    const own = ownOf(absolute)
    graph.set(own, new Set([...(graph.get(own) ?? []), ...imports]))
    // A module the files import that is not among them (a generated one) is followed too.
    for (const target of imports)
      if (!seen.has(target)) {
        seen.add(target)
        pending.push(target)
      }
  }
  return graph
}

/**
 * The import circles of `graph`: for each group of modules that reach one another (Tarjan's
 * strongly connected components), the shortest circle through each of its modules, each
 * circle once, as the list of its files from its first in sorted order back to it.
 */
export function importCycles(graph) {
  const cycles = new Map()
  for (const group of stronglyConnected(graph).filter((group) => group.length > 1)) {
    const members = new Set(group)
    for (const start of group) {
      const cycle = shortestCycle(graph, members, start)
      const first = cycle.indexOf([...cycle].sort()[0])
      const turned = [...cycle.slice(first), ...cycle.slice(0, first)]
      cycles.set(turned.join(' → '), [...turned, turned[0]])
    }
  }
  return [...cycles.values()].sort((a, b) => a.join().localeCompare(b.join()))
}

/** A breadth-first search from `start` back to it, within `members`. */
function shortestCycle(graph, members, start) {
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue
      if (next === start) {
        const cycle = [file]
        while (previous.get(cycle[0]) !== undefined) cycle.unshift(previous.get(cycle[0]))
        return cycle
      }
      if (!previous.has(next)) {
        previous.set(next, file)
        queue.push(next)
      }
    }
  }
  return [start]
}

/** Tarjan's algorithm, iterative: the groups of files that each reach every other. */
function stronglyConnected(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const groups = []
  let counter = 0
  for (const root of graph.keys()) {
    if (index.has(root)) continue
    const work = [[root, [...(graph.get(root) ?? [])], 0]]
    index.set(root, counter)
    low.set(root, counter++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work.at(-1)
      const [file, nexts] = frame
      if (frame[2] < nexts.length) {
        const next = nexts[frame[2]++]
        if (!index.has(next)) {
          index.set(next, counter)
          low.set(next, counter++)
          stack.push(next)
          onStack.add(next)
          work.push([next, [...(graph.get(next) ?? [])], 0])
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)))
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work.at(-1)[0]
        low.set(parent, Math.min(low.get(parent), low.get(file)))
      }
      if (low.get(file) === index.get(file)) {
        const group = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          group.push(member)
        } while (member !== file)
        groups.push(group.sort())
      }
    }
  }
  return groups
}
