import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { installPinned, pinnedInstallDir } from './pinned-install.mjs'

let scratch
let folder
let cache
/** Installs quietly. */
const quiet = () => {}

/** A folder pinning `tool` at `version`. */
function pin(version) {
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: 'horizonte-tool', dependencies: { tool: version } }),
  )
  writeFileSync(path.join(folder, 'package-lock.json'), JSON.stringify({ version }))
}

/** A stand-in of npm that records each run and installs `tool` where it runs. */
function fakeNpm(status = 0, signal = null) {
  const runs = []
  const run = (args, cwd) => {
    runs.push({ args, cwd, pinned: readdirSync(cwd).sort() })
    mkdirSync(path.join(cwd, 'node_modules', 'tool'), { recursive: true })
    return { status, signal }
  }
  return { run, runs }
}

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'pinned-install-'))
  folder = path.join(scratch, 'pins')
  cache = path.join(scratch, 'cache')
  mkdirSync(folder)
  pin('1.0.0')
})
afterEach(() => rmSync(scratch, { recursive: true, force: true }))

test('installs with npm ci from the two pins, once, into the cache under its name', () => {
  const npm = fakeNpm()
  const dir = installPinned(folder, { cache, run: npm.run, log: quiet })
  expect(path.dirname(dir)).toBe(path.join(cache, 'horizonte-tool'))
  expect(existsSync(path.join(dir, 'node_modules', 'tool'))).toBe(true)
  expect(npm.runs).toHaveLength(1)
  expect(npm.runs[0].args.slice(0, 3)).toEqual(['ci', '--prefer-offline', '--ignore-scripts'])
  expect(npm.runs[0].pinned).toEqual(['package-lock.json', 'package.json'])

  expect(installPinned(folder, { cache, run: npm.run, log: quiet })).toBe(dir)
  expect(npm.runs).toHaveLength(1)
  // Nothing is left beside it.
  expect(readdirSync(path.dirname(dir))).toEqual([path.basename(dir)])
})

test('a changed pin installs anew, beside the other install', () => {
  const npm = fakeNpm()
  const before = installPinned(folder, { cache, run: npm.run, log: quiet })
  pin('1.0.1')
  expect(pinnedInstallDir(folder, cache)).not.toBe(before)
  const after = installPinned(folder, { cache, run: npm.run, log: quiet })
  expect(npm.runs).toHaveLength(2)
  expect(existsSync(before) && existsSync(after)).toBe(true)
})

test('a failed install leaves nothing that could pass for one, and says so', () => {
  expect(() => installPinned(folder, { cache, run: fakeNpm(1).run, log: quiet })).toThrow(
    /npm ci .* \(exit 1\)\. Its first install needs npm's registry/,
  )
  expect(() =>
    installPinned(folder, { cache, run: fakeNpm(null, 'SIGTERM').run, log: quiet }),
  ).toThrow(/\(SIGTERM\)/)
  expect(readdirSync(path.join(cache, 'horizonte-tool'))).toEqual([])
  const npm = fakeNpm()
  installPinned(folder, { cache, run: npm.run, log: quiet })
  expect(npm.runs).toHaveLength(1)
})

test('an install another run finished first is taken as it is', () => {
  const dir = pinnedInstallDir(folder, cache)
  const run = (args, cwd) => {
    mkdirSync(path.join(dir, 'node_modules', 'tool'), { recursive: true })
    mkdirSync(path.join(cwd, 'node_modules', 'tool'), { recursive: true })
    return { status: 0, signal: null }
  }
  expect(installPinned(folder, { cache, run, log: quiet })).toBe(dir)
  expect(readdirSync(path.dirname(dir))).toEqual([path.basename(dir)])
})

test('the install is readable by others, as a cache shared by the machine needs', () => {
  const dir = installPinned(folder, { cache, run: fakeNpm().run, log: quiet })
  expect(statSync(dir).mode & 0o777).toBe(0o755)
})

/** Makes `file` look last touched `days` ago. */
const age = (file, days) => {
  const then = new Date(Date.now() - days * 24 * 60 * 60 * 1000)
  utimesSync(file, then, then)
}

test("a new pin's install removes an interrupted install and a pin unused for a month", () => {
  const npm = fakeNpm()
  const old = installPinned(folder, { cache, run: npm.run, log: quiet })
  pin('1.0.1')
  const recent = installPinned(folder, { cache, run: npm.run, log: quiet })
  const parent = path.dirname(old)
  const interrupted = path.join(parent, 'abc.partial-123456')
  const running = path.join(parent, 'def.partial-654321')
  mkdirSync(interrupted)
  mkdirSync(running)
  age(interrupted, 1)
  age(old, 31)
  age(recent, 29)

  pin('1.0.2')
  const newest = installPinned(folder, { cache, run: npm.run, log: quiet })
  expect(readdirSync(parent).sort()).toEqual(
    [recent, running, newest].map((dir) => path.basename(dir)).sort(),
  )
})

test('an install in use is kept: each use marks it', () => {
  const npm = fakeNpm()
  const used = installPinned(folder, { cache, run: npm.run, log: quiet })
  age(used, 40)
  installPinned(folder, { cache, run: npm.run, log: quiet })
  pin('1.0.1')
  installPinned(folder, { cache, run: npm.run, log: quiet })
  expect(existsSync(used)).toBe(true)
})
