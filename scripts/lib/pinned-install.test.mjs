import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
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
function fakeNpm(status = 0) {
  const runs = []
  const run = (args, cwd) => {
    runs.push({ args, cwd, pinned: readdirSync(cwd).sort() })
    mkdirSync(path.join(cwd, 'node_modules', 'tool'), { recursive: true })
    return status
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
    /npm ci .* \(exit 1\)/,
  )
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
    return 0
  }
  expect(installPinned(folder, { cache, run, log: quiet })).toBe(dir)
  expect(readdirSync(path.dirname(dir))).toEqual([path.basename(dir)])
})
