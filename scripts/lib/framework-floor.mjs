// The framework's own floor: a bare one-page export built with the same Next.js and React
// as the site, so every page's JS is read against what Next ships for an empty page.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { firstLoadJsBytes } from './first-load.mjs'

const root = resolve(import.meta.dirname, '../..')
// Inside node_modules so the bare app resolves the site's own `next` and `react`, and no
// formatter, linter or type check ever looks at it.
const dir = join(root, 'node_modules', '.cache', 'framework-floor')

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

/** Builds the bare app and returns the gzip bytes of its page's first-load JS. */
export function frameworkFloorBytes() {
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
  return firstLoadJsBytes(join(dir, 'out'), 'index.html')
}
