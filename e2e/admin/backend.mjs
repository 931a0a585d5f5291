// The editor's local backend for the e2e suite's admin project: a copy of the working
// tree (its files as git sees them, and node_modules as hard links, which Next's build
// needs inside the project rather than behind a symlink), and decap-server writing to
// that copy, so the tests edit, save and rebuild without touching the real one.
// Usage: node e2e/admin/backend.mjs <port>
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { runServer } from '../server-process.mjs'
import { workingCopy } from './working-copy.mjs'

const [port] = process.argv.slice(2)
if (!port) throw new Error('Usage: node e2e/admin/backend.mjs <port>')

const root = fileURLToPath(new URL('../..', import.meta.url))
const copy = workingCopy(port)
rmSync(copy, { recursive: true, force: true })
mkdirSync(copy, { recursive: true })
const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter(Boolean)
for (const file of files) {
  // A file git still lists but the working tree has deleted is not part of it.
  try {
    cpSync(path.join(root, file), path.join(copy, file))
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
}
/** `from` again at `to`: folders made, links kept, files hard-linked (copied across disks). */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)]
    if (entry.isDirectory()) linkTree(source, target)
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
    else {
      try {
        linkSync(source, target)
      } catch (error) {
        if (error.code !== 'EXDEV') throw error
        copyFileSync(source, target)
      }
    }
  }
}
linkTree(path.join(root, 'node_modules'), path.join(copy, 'node_modules'))
// What this checkout's last build keeps for the next, the compiler's cache and the sized
// uploads (.gitignored): the copy's first rebuild starts from them, as
// a second build here would, rather than compile and encode the site anew (a cold build
// takes 180 to 210 s beside the other tests on two busy cores, a warm one 70 to 120 s).
// Copied, not linked: a build rewrites them.
for (const kept of ['.next/cache', 'public/images/generated']) {
  const from = path.join(root, kept)
  if (existsSync(from)) cpSync(from, path.join(copy, kept), { recursive: true })
}

const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
runServer(process.execPath, [decapServer], {
  scratch: copy,
  env: {
    ...process.env,
    GIT_REPO_DIRECTORY: copy,
    PORT: String(Number(port)),
    BIND_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
})
