// The folders' layers, which ESLint holds (eslint.config.mjs): for the imports it reads, with
// import/no-restricted-paths, and for the paths the build loads by name, with the rule below.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

/** The repository's root, which every path of the table is relative to. */
export const root = path.resolve(import.meta.dirname, '../..')

/**
 * The layers, top down: each may import those below it, never those above. Each folder's
 * README says the same in a line.
 */
export const layers = ['tools', 'scripts', 'editor', 'app', 'components', 'content', 'lib']

/** For each layer, every layer above it (and the tests): what it may not import. */
const layerZones = layers.slice(1).flatMap((target, index) =>
  [...layers.slice(0, index + 1), 'e2e'].map((above) => ({
    target: `./${target}`,
    from: `./${above}`,
    message: `${above}/ is above ${target}/: the layers (scripts/lib/layers.mjs) point one way.`,
  })),
)

/**
 * The Worker (worker/), an edge of its own beside the layers: it may import `content/` and
 * `lib/` alone, and only the e2e suite imports it.
 */
const workerZones = [
  {
    target: './worker',
    from: ['./tools', './scripts', './editor', './app', './components', './e2e'],
    message: 'worker/ may import content/ and lib/ alone (worker/README.md).',
  },
  {
    target: layers.map((layer) => `./${layer}`),
    from: './worker',
    message: 'Only the e2e suite imports worker/ (worker/README.md).',
  },
]

/** The zones of import/no-restricted-paths, their folders relative to `root`. */
export const zones = [...layerZones, ...workerZones]

const isInside = (file, folders) =>
  [folders].flat().some((folder) => {
    const relative = path.relative(path.join(root, folder), path.join(root, file))
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
  })

/** Why `importer` may not import `imported` (both from `root`), if a zone says so. */
export function restrictedImport(importer, imported) {
  return zones.find((zone) => isInside(importer, zone.target) && isInside(imported, zone.from))
    ?.message
}

/**
 * What is wrong with a `loadSiteModule(…)` call in `importer` (a path from `root`), given
 * its arguments' nodes: the path must be a literal lint can read, name a file of a layer,
 * and obey the layers as an import would.
 */
export function siteModuleProblem(importer, args) {
  const [argument] = args
  const file =
    argument?.type === 'Literal'
      ? argument.value
      : argument?.type === 'TemplateLiteral' && argument.expressions.length === 0
        ? argument.quasis[0].value.cooked
        : undefined
  if (args.length !== 1 || typeof file !== 'string')
    return 'loadSiteModule takes one path written out, which lint can check.'
  if (path.posix.normalize(file) !== file || file.startsWith('..') || path.isAbsolute(file))
    return `"${file}" is no path from the repository's root.`
  const absolute = path.join(root, file)
  if (!existsSync(absolute) || !statSync(absolute).isFile()) return `"${file}" is no file.`
  return (
    restrictedImport(importer, file) ??
    (layers.includes(file.split('/')[0])
      ? undefined
      : `"${file}" is no module of the layers (${layers.join('/, ')}/).`)
  )
}

/**
 * `loadSiteModule('<path>')` loads a module by a path in a string, which
 * import/no-restricted-paths cannot see: this rule holds it to the same layers, and
 * refuses the function under another name, which it would not see either.
 */
export const siteModuleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'loadSiteModule paths obey the layers (scripts/lib/layers.mjs)' },
    schema: [],
  },
  create(context) {
    const importer = path.relative(root, context.physicalFilename)
    return {
      CallExpression(node) {
        const { callee } = node
        const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name
        if (name !== 'loadSiteModule') return
        const message = siteModuleProblem(importer, node.arguments)
        if (message) context.report({ node, message })
      },
      ImportSpecifier(node) {
        const imported = node.imported.name ?? node.imported.value
        if (imported === 'loadSiteModule' && node.local.name !== 'loadSiteModule')
          context.report({ node, message: 'Import loadSiteModule by its name, which lint checks.' })
      },
    }
  },
}
