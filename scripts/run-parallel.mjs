// Runs npm scripts side by side, as many at once as the machine has cores, and fails if any
// fails. Each script's output is printed in one piece when it ends, so logs never
// interleave. `npm run check` runs its four checks this way, the longest first: Prettier,
// ESLint and tsc each keep one core busy, and on two cores the four took 32 s instead of
// 41 s one after the other (a fresh clone, measured twice each on 2026-11-24).
//   node scripts/run-parallel.mjs typecheck lint format:check test:unit
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]')
  process.exit(2)
}

/** Runs `npm run <script>` and resolves with its exit code and everything it printed. */
function run(script) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const status = code === 0 ? 'passed' : `failed (exit ${code})`
      process.stdout.write(`\n> ${script}: ${status} in ${seconds} s\n${Buffer.concat(output)}`)
      resolve({ script, code })
    })
  })
}

const queue = [...scripts]
const results = []
const slots = Math.max(1, Math.min(availableParallelism(), queue.length))
await Promise.all(
  Array.from({ length: slots }, async () => {
    while (queue.length > 0) results.push(await run(queue.shift()))
  }),
)
const failed = results.filter(({ code }) => code !== 0).map(({ script }) => script)
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`)
  process.exit(1)
}
