// The build a bench measures beside this one: the released site, a commit, or an export
// kept in a folder.
//
// Every commit on main is published (.github/workflows/publish.yml), so the released build
// a branch grows from is its merge base with main; on main itself, the commit before. A
// commit is built once, in a git worktree of its own, with this checkout's node_modules
// hard-linked when its lockfile is the same (`npm ci` when not), and its export is kept
// under node_modules/.cache/bench-baseline/<commit>/ for the next run.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { linkTree } from './link-tree.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const CACHE = path.join(root, 'node_modules', '.cache', 'bench-baseline')
/** The branch every commit of which goes live. */
const RELEASED_BRANCH = 'main'

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim()

/** The released commit this checkout grows from: its merge base with main, or HEAD's parent. */
export function releasedCommit() {
  const head = git('rev-parse', 'HEAD')
  const base = git('merge-base', 'HEAD', RELEASED_BRANCH)
  return base === head ? git('rev-parse', 'HEAD~1') : base
}

/**
 * The build `spec` names, as `{ label, dir }`: a folder that holds an export, as it is; a
 * commit, branch or tag, its export (built the first time); `none`, no baseline at all.
 * Without `spec`, the released build (`releasedCommit`).
 */
export function baselineBuild(spec) {
  if (spec === 'none') return undefined
  if (spec && existsSync(path.join(spec, 'index.html'))) return { label: spec, dir: spec }
  const commit = spec ? git('rev-parse', '--verify', `${spec}^{commit}`) : releasedCommit()
  const dir = path.join(CACHE, commit, 'out')
  if (!existsSync(path.join(dir, 'index.html'))) buildCommit(commit, dir)
  return { label: `${commit.slice(0, 7)}${spec ? '' : ' (released)'}`, dir }
}

/** Builds `commit` in a temporary worktree and keeps its export in `outDir`. */
function buildCommit(commit, outDir) {
  const work = mkdtempSync(path.join(tmpdir(), 'horizonte-baseline-'))
  console.log(`Building ${commit.slice(0, 7)} for the baseline, in ${work}…`)
  let added = false
  try {
    git('worktree', 'add', '--detach', work, commit)
    added = true
    const lockfile = (dir) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8')
    if (lockfile(work) === lockfile(root)) {
      linkTree(path.join(root, 'node_modules'), path.join(work, 'node_modules'))
    } else {
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: work, stdio: 'inherit' })
    }
    execFileSync('npm', ['run', 'build'], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] })
    rmSync(outDir, { recursive: true, force: true })
    cpSync(path.join(work, 'out'), outDir, { recursive: true })
  } finally {
    if (added) git('worktree', 'remove', '--force', work)
    rmSync(work, { recursive: true, force: true })
  }
}
