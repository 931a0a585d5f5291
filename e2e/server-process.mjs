import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

/**
 * Runs a server the e2e suite starts as a Playwright webServer (e2e/nginx/, e2e/cloudflare/,
 * e2e/admin/): its output goes to the suite's, Playwright's stop is passed on to it as
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
