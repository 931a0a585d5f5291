import { readdirSync } from 'node:fs'
import path from 'node:path'

import { RuleTester } from 'eslint'

import { layers, restrictedImport, root, siteModuleRule } from './layers.mjs'

const tester = new RuleTester()

/** A TypeScript module of each layer, as it is today: the rule wants files that exist. */
const some = Object.fromEntries(
  layers.map((layer) => [
    layer,
    readdirSync(path.join(root, layer), { recursive: true })
      .filter((file) => /(?<!\.test)\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${layer}/${file.split(path.sep).join('/')}`)
      .sort()[0],
  ]),
)

/** A call of `loadSiteModule` with `argument`, written in `file` (from the root). */
const call = (file, argument, extra = {}) => ({
  filename: path.join(root, file),
  code: `import { loadSiteModule } from './lib/site-modules.mjs'\nawait loadSiteModule(${argument})\n`,
  ...extra,
})

const refused = (file, argument, message) => call(file, argument, { errors: [{ message }] })

tester.run('layers/site-module', siteModuleRule, {
  valid: [
    call('scripts/check-content.mjs', `'${some.content}'`),
    call('scripts/post-build.mjs', `'${some.scripts}'`),
    call('scripts/editor/build.mjs', `'${some.editor}'`),
    call('tools/bench-scale.mjs', `\`${some.lib}\``),
  ],
  invalid: [
    // The editor is below the build: it may not load the build's modules.
    refused(
      'editor/build.mjs',
      `'${some.scripts}'`,
      'scripts/ is above editor/: the layers (scripts/lib/layers.mjs) point one way.',
    ),
    refused(
      'lib/site.mjs',
      `'${some.content}'`,
      'content/ is above lib/: the layers (scripts/lib/layers.mjs) point one way.',
    ),
    refused(
      'scripts/build.mjs',
      "'worker/index.ts'",
      'Only the e2e suite imports worker/ (worker/README.md).',
    ),
    refused(
      'tools/bench.mjs',
      "'e2e/fixtures.ts'",
      '"e2e/fixtures.ts" is no module of the layers (tools/, scripts/, editor/, app/, components/, content/, lib/).',
    ),
    refused(
      'tools/bench.mjs',
      "'playwright.config.ts'",
      '"playwright.config.ts" is no module of the layers (tools/, scripts/, editor/, app/, components/, content/, lib/).',
    ),
    ...[`'./${some.lib}'`, `'../site/${some.lib}'`, `'/${some.lib}'`].map((argument) =>
      refused(
        'scripts/build.mjs',
        argument,
        `${argument.replaceAll("'", '"')} is no path from the repository's root.`,
      ),
    ),
    refused('scripts/build.mjs', "'content/missing.ts'", '"content/missing.ts" is no file.'),
    refused('scripts/build.mjs', "'content/data'", '"content/data" is no file.'),
    ...['file', '`content/${name}.ts`', "'content/' + name", ''].map((argument) =>
      refused(
        'scripts/build.mjs',
        argument,
        'loadSiteModule takes one path written out, which lint can check.',
      ),
    ),
    {
      filename: path.join(root, 'editor/build.mjs'),
      code: "import * as modules from '../scripts/lib/site-modules.mjs'\nawait modules.loadSiteModule('scripts/check-content.mjs')\n",
      errors: [
        {
          message: 'scripts/ is above editor/: the layers (scripts/lib/layers.mjs) point one way.',
        },
      ],
    },
    {
      filename: path.join(root, 'scripts/build.mjs'),
      code: "import { loadSiteModule as load } from './lib/site-modules.mjs'\nawait load('scripts/editor/serve.mjs')\n",
      errors: [{ message: 'Import loadSiteModule by its name, which lint checks.' }],
    },
  ],
})

test('the zones hold the layers one way, and the Worker apart', () => {
  expect(restrictedImport('scripts/post-build.mjs', 'editor/config.ts')).toBeUndefined()
  expect(restrictedImport('editor/config.ts', 'scripts/lib/html.mjs')).toMatch(/scripts\/ is above/)
  expect(restrictedImport('lib/env.ts', 'e2e/fixtures.ts')).toMatch(/e2e\/ is above lib\//)
  expect(restrictedImport('worker/contact.ts', 'content/contact-route.ts')).toBeUndefined()
  expect(restrictedImport('worker/contact.ts', 'components/view.ts')).toMatch(/worker\/ may/)
  expect(restrictedImport('e2e/worker/worker.ts', 'worker/index.ts')).toBeUndefined()
  // A folder whose name starts as a layer's is not that layer.
  expect(restrictedImport('library/a.ts', 'content/company.ts')).toBeUndefined()
})
