// No e2e test whose time grows with the site inside a fixed ceiling: a loop over every page,
// post, case or service's page that waits on something for each makes one test per item
// (it stands outside any test), or runs in a test that widens its ceiling with the count
// (`allowTimeForPages`, `allowTimeForItems`: e2e/fixtures.ts). This finds the loops that
// do neither, in the suite's TypeScript, for e2e/growing-loops.test.ts.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/**
 * The collections that grow with the site, by the module that exports them (its path from
 * the repository's root, without extension): every page of the registry, the posts, the
 * cases, the services' pages, the blog's categories and list pages, and what a service's
 * page lists about it (`aboutService(slug).cases`: a property of a growing value grows).
 */
const GROWING: Record<string, readonly string[]> = {
  'content/registry/links': ['sitePages'],
  'content/entries/blog': [
    'posts',
    'postEntries',
    'postsIn',
    'categoriesInUse',
    'categoryPageParams',
    'listPageNumbers',
  ],
  'content/entries/cases': ['caseStudies', 'caseEntries'],
  'content/entries/services': ['services', 'serviceEntries', 'serviceLinks', 'aboutService'],
  'e2e/fixtures': ['routes'],
  'e2e/searchable': ['posts', 'cases', 'services'],
}

/** Array methods whose result holds as many items as the array they are called on. */
const KEEPS_SIZE = new Set([
  'concat',
  'entries',
  'filter',
  'flatMap',
  'keys',
  'map',
  'reverse',
  'sort',
  'toReversed',
  'toSorted',
  'values',
])

/** Array methods that call their callback once per item. */
const PER_ITEM = new Set(['every', 'filter', 'find', 'flatMap', 'forEach', 'map', 'reduce', 'some'])

/** A call of a function that widens the test's ceiling with what it does (e2e/fixtures.ts). */
const ALLOWANCE = /^allowTimeFor/

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node

/**
 * Whether `name` (an identifier) stands for a collection that grows with the site: imported
 * as one from its module, or a constant made from one.
 */
type Growing = (name: ts.Identifier) => boolean

/** Whether `node` is a growing collection, or one as large, made from it. */
function isGrowing(node: ts.Expression, names: Growing): boolean {
  const expression = unwrap(node)
  if (ts.isIdentifier(expression)) return names(expression)
  if (ts.isArrayLiteralExpression(expression)) {
    return expression.elements.some(
      (element) => ts.isSpreadElement(element) && isGrowing(element.expression, names),
    )
  }
  // A list held by a growing value (`aboutService(slug).cases`); its length does not grow.
  if (ts.isPropertyAccessExpression(expression)) {
    return expression.name.text !== 'length' && isGrowing(expression.expression, names)
  }
  if (ts.isNewExpression(expression)) {
    const [first] = expression.arguments ?? []
    return Boolean(first) && isGrowing(first!, names)
  }
  if (!ts.isCallExpression(expression)) return false
  const callee = unwrap(expression.expression)
  if (ts.isIdentifier(callee)) return names(callee)
  if (!ts.isPropertyAccessExpression(callee)) return false
  const method = callee.name.text
  // Array.from(list) and Object.entries(list) are as long as the list.
  if (ts.isIdentifier(callee.expression) && ['Array', 'Object'].includes(callee.expression.text)) {
    const [first] = expression.arguments
    return Boolean(first) && isGrowing(first!, names)
  }
  // A slice with an end keeps at most that many.
  const keeps = KEEPS_SIZE.has(method) || (method === 'slice' && expression.arguments.length < 2)
  return keeps && isGrowing(callee.expression, names)
}

/** Whether `node` waits on something itself, outside the functions it defines. */
function waits(node: ts.Node): boolean {
  let found = false
  const visit = (child: ts.Node) => {
    if (found || ts.isFunctionLike(child)) return
    if (ts.isAwaitExpression(child) || (ts.isForOfStatement(child) && child.awaitModifier)) {
      found = true
    } else {
      ts.forEachChild(child, visit)
    }
  }
  ts.forEachChild(node, visit)
  return found
}

/** Whether a function's body waits: `async () => await x` has no statements to look in. */
const bodyWaits = (fn: ts.SignatureDeclaration) =>
  'body' in fn && fn.body !== undefined && (ts.isAwaitExpression(fn.body) || waits(fn.body))

/**
 * Whether the promises a per-item call makes are waited for: the call awaited, or handed
 * to `Promise.all` (or its kin) that is. Its callback may then be a named function, or an
 * arrow that returns a promise without awaiting it.
 */
function resultAwaited(call: ts.CallExpression): boolean {
  let node: ts.Node = call
  const parent = node.parent
  if (
    ts.isCallExpression(parent) &&
    ts.isPropertyAccessExpression(parent.expression) &&
    ts.isIdentifier(parent.expression.expression) &&
    parent.expression.expression.text === 'Promise'
  ) {
    node = parent
  }
  return ts.isAwaitExpression(node.parent) || ts.isReturnStatement(node.parent)
}

/** Whether `fn` widens its test's ceiling. */
function widensCeiling(fn: ts.Node): boolean {
  let found = false
  const visit = (child: ts.Node) => {
    if (found) return
    if (
      ts.isCallExpression(child) &&
      ts.isIdentifier(child.expression) &&
      ALLOWANCE.test(child.expression.text)
    ) {
      found = true
    } else {
      ts.forEachChild(child, visit)
    }
  }
  visit(fn)
  return found
}

/** The path of a module from the repository's root, without extension. */
const moduleOf = (root: string, file: string) =>
  path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/\.[cm]?[jt]sx?$/, '')

/**
 * A module's path from the repository's root, for a relative import or one through the
 * `@/` alias (tsconfig.json); a package's is undefined.
 */
function fromRoot(root: string, importer: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return moduleOf(root, path.join(root, specifier.slice(2)))
  if (specifier.startsWith('.'))
    return moduleOf(root, path.resolve(path.dirname(importer), specifier))
  return undefined
}

/**
 * Resolves names as the compiler binds them, without reading the modules they come from:
 * a local that shadows an import is that local.
 */
function growingNames(program: ts.Program, source: ts.SourceFile, root: string): Growing {
  const checker = program.getTypeChecker()
  const known = new Map<ts.Symbol, boolean>()
  const of = (symbol: ts.Symbol): boolean => {
    const cached = known.get(symbol)
    if (cached !== undefined) return cached
    // A name defined through itself does not grow through itself.
    known.set(symbol, false)
    let grows = false
    for (const declaration of symbol.declarations ?? []) {
      if (ts.isImportSpecifier(declaration)) {
        const specifier = declaration.parent.parent.parent.moduleSpecifier
        if (!ts.isStringLiteral(specifier)) continue
        const from = fromRoot(root, source.fileName, specifier.text)
        if (from === undefined) continue
        const imported = (declaration.propertyName ?? declaration.name).text
        grows ||= (GROWING[from] ?? []).includes(imported)
      } else if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        grows ||= isGrowing(declaration.initializer, names)
      }
    }
    known.set(symbol, grows)
    return grows
  }
  const names: Growing = (name) => {
    const symbol = checker.getSymbolAtLocation(name)
    return symbol !== undefined && of(symbol)
  }
  return names
}

/**
 * The loops of an e2e source file that go over a collection growing with the site, wait
 * on something for each item, and run inside a function none of whose enclosing functions
 * widens the test's ceiling: one line each, `file:line: the collection`. A loop outside any
 * function makes one test per item, and is fine.
 */
export function loopsInFixedCeilings(file: string, text: string, root: string): string[] {
  const options: ts.CompilerOptions = { noResolve: true, noLib: true, types: [] }
  const host = ts.createCompilerHost(options)
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  host.getSourceFile = (name) => (name === file ? source : undefined)
  const program = ts.createProgram({ rootNames: [file], options, host })
  const names = growingNames(program, source, root)

  const found: string[] = []
  const check = (loop: ts.Node, collection: ts.Expression) => {
    const functions: ts.Node[] = []
    for (let node = loop.parent; node; node = node.parent) {
      if (ts.isFunctionLike(node)) functions.push(node)
    }
    if (functions.length === 0 || functions.some(widensCeiling)) return
    const { line } = source.getLineAndCharacterOfPosition(loop.getStart())
    const where = path.relative(root, file).split(path.sep).join('/')
    found.push(`${where}:${line + 1}: ${collection.getText().replace(/\s+/g, ' ')}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isForOfStatement(node) && isGrowing(node.expression, names) && waits(node.statement)) {
      check(node, node.expression)
    }
    // for (let i = 0; i < list.length; i++)
    if (ts.isForStatement(node) && node.condition && ts.isBinaryExpression(node.condition)) {
      const bound = unwrap(node.condition.right)
      if (
        ts.isPropertyAccessExpression(bound) &&
        bound.name.text === 'length' &&
        isGrowing(bound.expression, names) &&
        waits(node.statement)
      ) {
        check(node, bound.expression)
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      PER_ITEM.has(node.expression.name.text) &&
      isGrowing(node.expression.expression, names)
    ) {
      const [callback] = node.arguments
      if (
        callback &&
        ((ts.isFunctionLike(callback) && bodyWaits(callback)) || resultAwaited(node))
      ) {
        check(node, node.expression.expression)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The TypeScript sources of the e2e suite: its specs and their helpers. */
export function e2eSources(root: string): string[] {
  return readdirSync(path.join(root, 'e2e'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
    .map((file) => path.join(root, 'e2e', file))
}

/** Every such loop of the suite. */
export const loopsOf = (root: string) =>
  e2eSources(root).flatMap((file) => loopsInFixedCeilings(file, readFileSync(file, 'utf8'), root))
