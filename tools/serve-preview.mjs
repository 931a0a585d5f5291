// Serves out/ on a free local port with the same server the e2e suite and `npm start` use.
import { spawn } from 'node:child_process'

import { freePort } from '../scripts/lib/free-port.mjs'

/** Serves `dir` (default out/) the way `npm start` does, with gzip. */
export async function servePreview(dir = 'out') {
  const port = await freePort()
  // Its own process group: npx starts serve as a child, and both must stop on close.
  const child = spawn(
    'npx',
    ['serve', dir, '--listen', String(port), '--no-clipboard', '--no-request-logging'],
    { stdio: 'ignore', detached: true },
  )
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  const origin = `http://localhost:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(origin)
      return { origin, close: async () => stop() }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  stop()
  throw new Error(`serve did not start on ${origin}`)
}
