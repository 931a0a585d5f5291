// Serves out-worker/ through the site's Worker in Cloudflare's own runtime, for the e2e
// suite's worker project: `wrangler dev` with the repository's wrangler.jsonc runs the
// Worker in workerd beside the static assets, with a local D1 database in `stateDir`, and
// opens /__scheduled so that a test can run the schedule. With a preview port, the
// preview's Worker (wrangler.jsonc's `previa` environment) runs there too, once the site's
// answers, with a database of its own. The Workers forward to a stand-in automation and sign in against a stand-in
// of GitHub, both started here. Nothing is asked of the network.
// Usage: node e2e/worker/serve.mjs <port> <automation port> <github port> <state dir> [preview port]
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { packageBin, runServer } from '../server-process.mjs'
import { startAutomation } from './automation-stand-in.mjs'
import { startGitHub } from './github-stand-in.mjs'
import { standIns } from './stand-ins.mjs'

const [port, automationPort, githubPort, stateDir, previewPort] = process.argv.slice(2)
if (!stateDir) {
  throw new Error(
    'Usage: node e2e/worker/serve.mjs <port> <automation port> <github port> <state dir> [preview port]',
  )
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const site = path.join(root, 'out-worker')

// A fresh database for every run.
rmSync(stateDir, { recursive: true, force: true })
mkdirSync(stateDir, { recursive: true })

await startAutomation(Number(automationPort))
await startGitHub(Number(githubPort))

const automation = `http://127.0.0.1:${automationPort}`
const github = `http://127.0.0.1:${githubPort}`
const vars = {
  CONTACT_AUTOMATION_URL: `${automation}/webhook`,
  // Every message not yet taken is late at once, so that a test sees the watch's report.
  CONTACT_LATE_AFTER_MINUTES: '0',
  GITHUB_OAUTH_URL: github,
  GITHUB_CLIENT_ID: standIns.github.clientId,
  GITHUB_CLIENT_SECRET: standIns.github.clientSecret,
}

/** `wrangler dev` of the Worker, or of one of wrangler.jsonc's environments, on `port`. */
const serve = (port, state, environment = []) =>
  runServer(
    process.execPath,
    [
      packageBin('wrangler'),
      'dev',
      `--config=${path.join(root, 'wrangler.jsonc')}`,
      ...environment,
      `--assets=${site}`,
      '--ip=127.0.0.1',
      `--port=${Number(port)}`,
      `--persist-to=${path.join(stateDir, state)}`,
      '--test-scheduled',
      ...Object.entries(vars).map(([name, value]) => `--var=${name}:${value}`),
      '--log-level=warn',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: root,
      scratch: stateDir,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // Miniflare otherwise fetches the `request.cf` sample from workers.cloudflare.com.
        NODE_ENV: 'test',
      },
    },
  )

/** Resolves once something answers at `url`. */
async function answering(url) {
  for (;;) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

serve(port, 'state')
if (previewPort) {
  // After the site's Worker: two `wrangler dev` starting together may both find the same
  // free port for their inspector, and one of them then stops ("Address already in use").
  await answering(`http://127.0.0.1:${Number(port)}/`)
  serve(previewPort, 'state-previa', ['--env=previa'])
}
