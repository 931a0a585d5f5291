// Serves out/ with Cloudflare Pages' own local runtime, for the e2e suite's cloudflare
// project: `wrangler pages dev` runs the Pages asset server in workerd, reading
// out/_headers and answering unknown paths and folders as Pages does. Its state and temp
// files go to a temp dir, and it asks nothing of the network.
// Usage: node e2e/cloudflare/serve.mjs <port>
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { builtSiteWithHeaders, packageBin, runServer } from '../server-process.mjs'

const [port] = process.argv.slice(2)
if (!port) throw new Error('Usage: node e2e/cloudflare/serve.mjs <port>')

const out = builtSiteWithHeaders()
const wrangler = packageBin('wrangler')

const dir = mkdtempSync(path.join(tmpdir(), 'horizonte-pages-'))
runServer(
  process.execPath,
  [
    // A fix for one answer of the local runtime, not of Pages: see the file.
    '--import',
    new URL('lstat-not-a-folder.mjs', import.meta.url).href,
    wrangler,
    'pages',
    'dev',
    out,
    '--ip=127.0.0.1',
    `--port=${Number(port)}`,
    // Pages projects are pinned to a date of the runtime's behaviour; any recent one serves
    // static files the same way.
    '--compatibility-date=2025-07-01',
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
