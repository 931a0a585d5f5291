import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'

import { freePort } from '../../scripts/lib/free-port.mjs'

const START_TIMEOUT_MS = 15_000

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** Asks `child`, or its whole process group, to stop. */
function terminate(child: ChildProcess, group: boolean) {
  if (!running(child)) return
  try {
    process.kill(group ? -child.pid! : child.pid!, 'SIGTERM')
  } catch {
    // Gone in the meantime.
  }
}

/** Stops `child`, or its whole process group, and waits until it has exited. */
function stopProcess(child: ChildProcess, group = false) {
  if (!running(child)) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  terminate(child, group)
  return exited
}

/**
 * Starts an X server of its own: Xvfb picks a free display itself (`-displayfd`) and
 * tells which, so parallel workers and other checkouts never reach for the same one.
 */
function startXvfb() {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  xvfb.stderr!.on('data', (chunk) => (stderr += chunk))
  const display = new Promise<string>((resolve, reject) => {
    let written = ''
    xvfb.stdio[3]!.on('data', (chunk) => {
      written += chunk
      if (written.includes('\n')) resolve(`:${written.trim()}`)
    })
    xvfb.on('error', reject)
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr.trim()}`)))
  })
  return { xvfb, display }
}

/**
 * Starts WebKitWebDriver on an X display of its own, and returns its address and how to
 * stop both. The driver gets a process group of its own, so stopping it also stops every
 * browser it started.
 */
export async function startWebKitWebDriver() {
  const { xvfb, display } = startXvfb()
  const port = await freePort()
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: await display },
  })
  let stderr = ''
  driver.stderr!.on('data', (chunk) => (stderr += chunk))
  driver.on('error', (error) => (stderr += error.message))
  const stop = async () => {
    process.off('exit', stopAtExit)
    await stopProcess(driver, true)
    await stopProcess(xvfb)
  }
  // A worker that ends abruptly still takes them along.
  const stopAtExit = () => {
    terminate(driver, true)
    terminate(xvfb, false)
  }
  process.once('exit', stopAtExit)

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return { url, stop }
    if (!running(driver) || Date.now() > deadline) {
      await stop()
      throw new Error(`WebKitWebDriver did not start on port ${port}: ${stderr.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
