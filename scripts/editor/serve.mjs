// `npm run admin`: the editor on this machine, writing to the working tree. Starts
// decap-server (the editor's local backend) on the content of this checkout, serves the
// editor at http://localhost:3001/admin/ and the site beside it with `next dev` at
// http://localhost:3000/, where each saved change shows at once. Stop with Ctrl+C; the
// changes are files in content/ and public/images/, to commit as any other. The editor's
// preview takes the site's look from the last `npm run build` (out/), if any.
import { spawn } from 'node:child_process'
import { existsSync, rmSync, symlinkSync, watch } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { adminSettings, writeAdmin } from './build.mjs'
import { loadSiteModule } from '../lib/site-modules.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const require = createRequire(import.meta.url)
const EDITOR_PORT = 3001
const SITE_PORT = 3000
const BACKEND_PORT = 8081

const settings = await adminSettings()
const dir = path.join(root, '.admin')
const site = path.join(root, 'out')
await writeAdmin(
  path.join(dir, 'admin'),
  { ...settings, localBackendUrl: `http://localhost:${BACKEND_PORT}/api/v1` },
  site,
)
// The preview draws in the built site's stylesheet and fonts, when there is a build.
rmSync(path.join(dir, '_next'), { force: true, recursive: true })
if (existsSync(path.join(site, '_next')))
  symlinkSync(path.join(site, '_next'), path.join(dir, '_next'))
// The form shows a picture from the site's address (/images/blog/…): the uploads, as saved.
rmSync(path.join(dir, 'images'), { force: true, recursive: true })
symlinkSync(path.join(root, 'public/images'), path.join(dir, 'images'))

// The site's pages draw an upload from the image step's sizes (lib/images/): made now, as
// `npm run dev` does, and again each time the editor saves a picture, so that a post with
// a new cover shows at once.
const { processImages, describeImageProblems } = await loadSiteModule('scripts/images/process.ts')
const { UPLOAD_FOLDERS } = await loadSiteModule('lib/images/variants.ts')
let running = false
let again = false
async function processUploads() {
  // One save fires several events: they make one more run, after the one under way.
  if (running) return void (again = true)
  running = true
  try {
    do {
      again = false
      const { problems } = await processImages(path.join(root, 'public'))
      if (problems.length > 0) console.error(describeImageProblems(problems))
    } while (again)
  } finally {
    running = false
  }
}
await processUploads()
const watchers = UPLOAD_FOLDERS.map((folder) =>
  watch(path.join(root, 'public', folder), () => processUploads().catch(console.error)),
)

const children = [
  [
    require.resolve('decap-server/dist/index.js'),
    [],
    { GIT_REPO_DIRECTORY: root, PORT: String(BACKEND_PORT), BIND_HOST: '127.0.0.1' },
  ],
  [
    require.resolve('serve/build/main.js'),
    [dir, '--listen', String(EDITOR_PORT), '--symlinks', '--no-clipboard', '--no-request-logging'],
    {},
  ],
  [require.resolve('next/dist/bin/next'), ['dev', '--port', String(SITE_PORT)], {}],
].map(([script, args, env]) =>
  spawn(process.execPath, [script, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }),
)

console.log(
  `\nEditor: http://localhost:${EDITOR_PORT}/admin/\nSite:   http://localhost:${SITE_PORT}/\n` +
    'As alterações salvas no editor ficam em content/ e public/images/. Ctrl+C encerra.\n',
)

const stop = () => {
  watchers.forEach((watcher) => watcher.close())
  children.forEach((child) => child.kill('SIGTERM'))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
