import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

const START_TIMEOUT_MS = 15_000

/** A port nothing listens on right now. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts WebKitWebDriver on a display of its own: `xvfb-run` starts Xvfb from
 * `firstDisplay` on (the first free one, so parallel workers do not collide) and stops it
 * with the driver.
 */
export async function startWebKitWebDriver(firstDisplay: number) {
  const port = await freePort()
  const child = spawn(
    'xvfb-run',
    ['--auto-servernum', `--server-num=${firstDisplay}`, 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  )
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    // The whole group: xvfb-run, Xvfb, the driver and the browsers it started.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return { url, stop }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop()
      throw new Error(`WebKitWebDriver did not start on port ${port} (xvfb-run ${child.exitCode})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
