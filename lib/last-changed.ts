import { execFileSync } from 'node:child_process'

const git = (args: readonly string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()

/**
 * The day `files` last changed: their last commit's, or `now` while one of them has
 * changes not yet committed, or outside a git checkout. The privacy policy states it as
 * "Última atualização", so the date moves when the policy's text or the facts it repeats
 * change, not on every publication.
 */
export function lastChanged(files: readonly string[], now = new Date(), cwd = process.cwd()): Date {
  try {
    if (git(['status', '--porcelain', '--', ...files], cwd)) return now
    const committed = git(['log', '-1', '--format=%cI', '--', ...files], cwd)
    return committed ? new Date(committed) : now
  } catch {
    return now
  }
}
