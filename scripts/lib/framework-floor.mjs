// The framework's own floor: a bare one-page export built with the same Next.js and React
// as the site, so every page's JS is read against what Next ships for an empty page.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { firstLoadJsBytes } from './first-load.mjs'

const root = resolve(import.meta.dirname, '../..')
// Inside node_modules so the bare app resolves the site's own `next` and `react`, and no
// formatter, linter or type check ever looks at it.
const dir = join(root, 'node_modules', '.cache', 'framework-floor')

/** Where the bare app's export lands. */
export const frameworkFloorOut = join(dir, 'out')

const files = {
  'next.config.mjs': "export default { output: 'export' }\n",
  // Plain calls instead of JSX: code under node_modules is not transformed.
  'app/layout.js':
    "import { createElement as h } from 'react'\n" +
    'export default function RootLayout({ children }) {\n' +
    "  return h('html', { lang: 'en' }, h('body', null, children))\n}\n",
  'app/page.js':
    "import { createElement as h } from 'react'\n" +
    "export default function Page() {\n  return h('h1', null, 'Hello')\n}\n",
}

const installedVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version

/**
 * What the floor's export depends on: the framework's versions and the bare app itself.
 * The export is built again whenever this changes, and reused otherwise (a build is some
 * 15 to 30 s of `npm test` on two cores).
 */
const buildKey = () =>
  JSON.stringify({
    next: installedVersion('next'),
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    files,
  })

/** Builds the bare app unless its export is there for the same key. */
function buildFloor() {
  const key = buildKey()
  const stamp = join(dir, 'built-for.json')
  const built =
    existsSync(join(frameworkFloorOut, 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === key
  if (built) return
  rmSync(dir, { recursive: true, force: true })
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  execFileSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'pipe',
  })
  writeFileSync(stamp, key)
}

/** The gzip bytes of the bare app's first-load JS, built first if need be. */
export function frameworkFloorBytes() {
  buildFloor()
  return firstLoadJsBytes(frameworkFloorOut, 'index.html')
}
