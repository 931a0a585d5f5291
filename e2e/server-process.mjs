import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Runs a server the e2e suite starts as a Playwright webServer (e2e/nginx/, e2e/cloudflare/,
 * e2e/netlify/, e2e/admin/): its output goes to the suite's, Playwright's stop is passed on to it as
 * `stopSignal`, and once it has exited its `scratch` folder is removed and this process
 * exits with its code.
 */
export function runServer(command, args, { scratch, stopSignal = 'SIGTERM', ...options }) {
  const server = spawn(command, args, { stdio: 'inherit', ...options })
  const stop = () => server.kill(stopSignal)
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  server.on('exit', (code) => {
    rmSync(scratch, { recursive: true, force: true })
    process.exit(code ?? 0)
  })
}

/**
 * The file of a package's command, from its package.json's `bin`: a package's `exports`
 * may keep its bin folder out of `require.resolve`. The package is the site's dev
 * dependency, or one installed in the folder `from` (scripts/lib/pinned-install.mjs).
 */
export function packageBin(name, command = name, from) {
  const base = from ? path.join(from, 'package.json') : import.meta.url
  const manifest = createRequire(base).resolve(`${name}/package.json`)
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  const file = typeof bin === 'string' ? bin : bin?.[command]
  if (!file) throw new Error(`${name} has no command ${command}`)
  return path.join(path.dirname(manifest), file)
}

/** out/, for a host's runtime that reads the `_headers` file the build writes into it. */
export function builtSiteWithHeaders() {
  const out = fileURLToPath(new URL('../out', import.meta.url))
  if (!existsSync(path.join(out, '_headers'))) {
    throw new Error(`${out}/_headers is missing: run npm run build first`)
  }
  return out
}
