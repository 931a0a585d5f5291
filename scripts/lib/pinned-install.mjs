// Packages the site's own install leaves out because one test or one tool alone needs
// them (Netlify's local runtime, Lighthouse): each pinned in a folder of its own, by a
// package.json and a package-lock.json, and installed from there the first time it is
// needed.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** What pins a folder's packages: the two files its install is made from. */
const PINS = ['package.json', 'package-lock.json']

/** How an install is made (`installPinned`'s npm command): part of its folder's hash. */
const NPM_CI = ['ci', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund']

/**
 * An install unused this long is removed when another pin of the same packages installs:
 * a checkout on an older pin finds it for a month, and the cache does not keep every pin.
 */
const UNUSED_MS = 30 * 24 * 60 * 60 * 1000

/** An unfinished install older than this was interrupted: no npm ci runs for an hour. */
const ABANDONED_MS = 60 * 60 * 1000

/** The user's cache folder, where `.ci/run` keeps its Node too. */
const userCache = () => process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache')

/**
 * Where the packages pinned in `folder` are installed: `<cache>/<its package name>/<hash>`,
 * the hash of its two pins, so a changed pin installs beside the old install, never over it.
 */
export function pinnedInstallDir(folder, cache = userCache()) {
  const hash = createHash('sha256').update(NPM_CI.join(' '))
  for (const file of PINS) hash.update(readFileSync(path.join(folder, file)))
  const { name } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
  return path.join(cache, name, hash.digest('hex').slice(0, 16))
}

/** npm: the one running this process's script, else the one on the PATH. */
function npm(args, cwd) {
  const cli = process.env.npm_execpath
  const [command, ...before] = cli && /npm-cli\.c?js$/.test(cli) ? [process.execPath, cli] : ['npm']
  // Its output goes to stderr, which a test run shows, and stdout stays the caller's.
  const { status, signal, error } = spawnSync(command, [...before, ...args], {
    cwd,
    stdio: ['ignore', process.stderr, process.stderr],
  })
  if (error) throw error
  return { status, signal }
}

/**
 * Installs the packages pinned in `folder`, unless done already, and returns the folder
 * whose node_modules holds them. `npm ci` checks each package against the lockfile's
 * integrity, takes it from npm's cache when it is there (a machine that installed it once
 * needs no network) and runs no install script. It installs beside its final place and
 * moves there once complete: an interrupted install is never taken for a finished one, and
 * two runs that start at once both end with one whole install.
 */
export function installPinned(
  folder,
  { cache = userCache(), run = npm, log = (line) => process.stderr.write(`${line}\n`) } = {},
) {
  const dir = pinnedInstallDir(folder, cache)
  if (existsSync(dir)) {
    // Marks it used, for the clean-up of unused installs below.
    const now = new Date()
    utimesSync(dir, now, now)
    return dir
  }
  const parent = path.dirname(dir)
  mkdirSync(parent, { recursive: true })
  removeStale(parent, dir)
  const staging = mkdtempSync(`${dir}.partial-`)
  try {
    for (const file of PINS) copyFileSync(path.join(folder, file), path.join(staging, file))
    log(`Installing what ${folder} pins into ${dir}, once.`)
    const { status, signal } = run([...NPM_CI, '--loglevel=error'], staging)
    if (status !== 0) {
      throw new Error(
        `npm ci of what ${folder} pins failed (${signal ?? `exit ${status}`}). Its first ` +
          "install needs npm's registry, or a cache that holds its packages.",
      )
    }
    // mkdtemp's folder is the owner's alone; the install is read by whoever runs the tests.
    chmodSync(staging, 0o755)
    try {
      renameSync(staging, dir)
    } catch (error) {
      // Another run finished the same install first: that one is as good.
      if (!existsSync(dir)) throw error
    }
    return dir
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * Removes, beside `dir`, installs an interrupted run left unfinished and other pins'
 * installs unused for a month: netlify-cli's weighs some 430 MB.
 */
function removeStale(parent, dir) {
  const now = Date.now()
  for (const name of readdirSync(parent)) {
    const other = path.join(parent, name)
    if (other === dir) continue
    const age = now - statSync(other).mtimeMs
    if (age > (name.includes('.partial-') ? ABANDONED_MS : UNUSED_MS)) {
      rmSync(other, { recursive: true, force: true })
    }
  }
}

/** Where a package of an install of pinned packages lives: the file `name` resolves to. */
export const resolvePinned = (dir, name) =>
  createRequire(path.join(dir, 'package.json')).resolve(name)

/** A package of an install of pinned packages, imported. */
export const importPinned = (dir, name) => import(pathToFileURL(resolvePinned(dir, name)).href)
