// Serves out/ with Cloudflare Pages' own local runtime, for the e2e suite's cloudflare
// project: `wrangler pages dev` runs the Pages asset server in workerd, reading
// out/_headers and answering unknown paths and folders as Pages does. Its state and temp
// files go to a temp dir, and it asks nothing of the network.
// Usage: node e2e/cloudflare/serve.mjs <port>
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { fileURLToPath } from 'node:url'

import { builtSiteWithHeaders, packageBin, runServer } from '../server-process.mjs'

const [port] = process.argv.slice(2)
if (!port) throw new Error('Usage: node e2e/cloudflare/serve.mjs <port>')

const out = builtSiteWithHeaders()
const dir = mkdtempSync(path.join(tmpdir(), 'horizonte-pages-'))
// Pages' runtime looks for a Wrangler configuration up from its own files, in
// node_modules/wrangler/, and there finds the site's Worker configuration (wrangler.jsonc),
// which it takes for its own: it would serve the assets as Workers do, not as Pages does.
// So it runs from node_modules reached through a link in the temp dir, its paths kept as
// they are reached (--preserve-symlinks), and finds the configuration of a Pages project
// written beside the link instead. Pages projects are pinned to a date of the runtime's
// behaviour; any recent one serves static files the same way.
const siteModules = fileURLToPath(new URL('../../node_modules', import.meta.url))
const modules = path.join(dir, 'node_modules')
symlinkSync(siteModules, modules, 'dir')
const wrangler = path.join(modules, path.relative(siteModules, packageBin('wrangler')))
writeFileSync(
  path.join(dir, 'wrangler.json'),
  JSON.stringify({
    name: 'horizonte-ti-pages',
    pages_build_output_dir: out,
    compatibility_date: '2025-07-01',
  }),
)
runServer(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    // A fix for one answer of the local runtime, not of Pages: see the file.
    '--import',
    new URL('lstat-not-a-folder.mjs', import.meta.url).href,
    wrangler,
    'pages',
    'dev',
    out,
    '--ip=127.0.0.1',
    `--port=${Number(port)}`,
    `--persist-to=${path.join(dir, 'state')}`,
    '--log-level=warn',
    '--show-interactive-dev-session=false',
  ],
  {
    cwd: dir,
    scratch: dir,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      // Miniflare otherwise fetches the `request.cf` sample from workers.cloudflare.com.
      NODE_ENV: 'test',
    },
  },
)
