// Runs e2e specs several times over while other processes keep every core busy, as on a
// crowded CI machine, and prints how many runs passed. A test that waits for time instead
// of for what the visitor sees fails here first. Needs the builds `npm test` makes.
//   npm run e2e:stress                          the specs that failed on timing before, 3 times
//   npm run e2e:stress -- --all --repeat=2      the whole suite, twice
//   npm run e2e:stress -- --hogs=4 carousel     more load; any Playwright filter, or option
//                                               written --name=value
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

/** Specs that once failed on a busy machine, or waited for time before they were fixed. */
const onceFlaky = ['motion', 'consent', 'keyboard', 'pages', 'chat', 'carousel', 'search']

const options = { repeat: 3, hogs: availableParallelism(), all: false }
const passThrough = []
for (const arg of process.argv.slice(2)) {
  const [, name, value] = /^--(repeat|hogs|all)(?:=(\d+))?$/.exec(arg) ?? []
  if (name === 'all') options.all = true
  else if (name && value) options[name] = Number(value)
  else passThrough.push(arg)
}
const chosen = passThrough.filter((arg) => !arg.startsWith('-'))
const filters = options.all || chosen.length > 0 ? [] : onceFlaky
const what = [...filters, ...chosen].join(', ') || 'the whole suite'

// Busy loops beside the suite, at the suite's own priority.
const hogs = Array.from({ length: options.hogs }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
const stopHogs = () => hogs.forEach((hog) => hog.kill())
process.on('exit', stopHogs)

const dir = mkdtempSync(join(tmpdir(), 'e2e-stress-'))
const report = join(dir, 'report.json')
const started = Date.now()
const loads = []
const sampler = setInterval(() => loads.push(loadavg()[0]), 5_000)
const code = await new Promise((resolve) => {
  const args = ['playwright', 'test', ...filters, ...passThrough]
  args.push(`--repeat-each=${options.repeat}`, '--reporter=dot,json')
  spawn('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  }).on('close', resolve)
})
clearInterval(sampler)
stopHogs()

/** Every test run of the report, with its project and outcome. */
function* runs(suite, titles = []) {
  for (const child of suite.suites ?? []) yield* runs(child, [...titles, child.title])
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      yield { title: [...titles, spec.title].filter(Boolean).join(' › '), ...test }
    }
  }
}

let results
try {
  results = JSON.parse(readFileSync(report, 'utf8'))
} catch {
  results = null
} finally {
  rmSync(dir, { recursive: true, force: true })
}
if (!results) {
  console.error(`No report from Playwright (exit ${code}): see its output above.`)
  process.exit(1)
}
const all = [...runs(results)].filter((run) => run.status !== 'skipped')
const failed = all.filter((run) => run.status !== 'expected')
const seconds = Math.round((Date.now() - started) / 1000)
const averageLoad = loads.length ? loads.reduce((a, b) => a + b) / loads.length : loadavg()[0]
console.log(
  `\n${all.length - failed.length} of ${all.length} test runs passed` +
    ` (${what}, ${options.repeat === 1 ? 'once' : `${options.repeat} times each`})` +
    ` beside ${options.hogs} busy processes, in ${seconds} s, load average ${averageLoad.toFixed(1)}`,
)
for (const run of failed) console.log(`  ${run.status}: [${run.projectName}] ${run.title}`)
process.exit(failed.length > 0 || code !== 0 ? 1 : 0)
