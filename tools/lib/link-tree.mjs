// A checkout's node_modules for another folder: Turbopack refuses a symlink, and a copy
// would take minutes and gigabytes.
import { cpSync, linkSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Hard links every file of `from` into `to`, symlinks as they are; caches stay behind. */
export function linkTree(from, to) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.cache') continue
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)]
    if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true })
    else if (entry.isDirectory()) linkTree(source, target)
    else linkSync(source, target)
  }
}
