// Serves out/ with Netlify's local runtime, for the e2e suite's netlify project: `netlify
// dev` with its static server, which applies out/_headers and answers unknown paths with
// 404.html as Netlify does. It runs offline and with no account. Its configuration, state
// and the files it writes beside a site go to a temp dir. netlify-cli is no dependency of
// the site (1,119 packages, 434 MB installed): runtime/ pins it, and the first start on a
// machine installs it into the user's cache (scripts/lib/pinned-install.mjs), where later runs
// find it.
// Usage: node e2e/netlify/serve.mjs <port>
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { installPinned } from '../../scripts/lib/pinned-install.mjs'
import { builtSiteWithHeaders, packageBin, runServer } from '../server-process.mjs'

const [port] = process.argv.slice(2)
if (!port) throw new Error('Usage: node e2e/netlify/serve.mjs <port>')

const out = builtSiteWithHeaders()
const runtime = installPinned(fileURLToPath(new URL('runtime', import.meta.url)))

const dir = mkdtempSync(path.join(tmpdir(), 'horizonte-netlify-'))
// The static server behind the runtime listens on a port of its own, the next one.
writeFileSync(
  path.join(dir, 'netlify.toml'),
  [
    '[dev]',
    'framework = "#static"',
    `publish = ${JSON.stringify(out)}`,
    `port = ${Number(port)}`,
    `staticServerPort = ${Number(port) + 1}`,
    'autoLaunch = false',
    '',
  ].join('\n'),
)
// The CLI's own settings: no usage reports.
const config = path.join(dir, 'config')
mkdirSync(path.join(config, 'netlify'), { recursive: true })
writeFileSync(
  path.join(config, 'netlify', 'config.json'),
  JSON.stringify({ telemetryDisabled: true }),
)

runServer(
  process.execPath,
  [
    // Its proxy calls Node's deprecated util._extend on every start.
    '--no-deprecation',
    packageBin('netlify-cli', 'netlify', runtime),
    'dev',
    '--offline',
    // Even offline, the CLI sets up edge functions at start, downloading Deno to run them,
    // and stops where it cannot ("fetch failed"). The site has none.
    '--internal-disable-edge-functions',
  ],
  {
    cwd: dir,
    scratch: dir,
    env: {
      ...process.env,
      XDG_CONFIG_HOME: config,
      XDG_CACHE_HOME: path.join(dir, 'cache'),
      XDG_DATA_HOME: path.join(dir, 'data'),
      NO_UPDATE_NOTIFIER: '1',
    },
  },
)
