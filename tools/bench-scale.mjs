// The site at the size the blog will reach: builds a temporary copy of this checkout with N
// posts and prints what each size costs (the scripts' guide, "Scale bench").
//
//   npm run bench:scale -- 1000          one size
//   npm run bench:scale -- 3 300 1000    several, one row each
//   npm run bench:scale -- 1000 --keep   leave the copy in the system's temporary folder
//
// The copy holds the files git tracks (uncommitted edits included) and hard links to
// node_modules; its posts are the real ones, then copies of them under new slugs and
// earlier dates (`scalePosts`). Each row: the build's time, the export's files and
// bytes (the editor's admin/ apart, as it never grows), one post's share of them, each
// host file's rules or lines, the largest page, the feed, the sitemap, and what the first
// search for a common word downloads, gzip as served.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

import { kb } from '../scripts/lib/first-load.mjs'
import { loadSiteModule } from '../scripts/lib/site-modules.mjs'
import { linkTree } from './lib/link-tree.mjs'
import { scalePosts } from './lib/scale-posts.mjs'
import { servePreview } from './serve-preview.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { pages: registry } = await loadSiteModule('content/registry/pages.ts')
const { fileOf, routeOf } = await loadSiteModule('content/registry/routes.ts')
const { postFolder } = await loadSiteModule('content/schemas/entry-schemas.ts')
/** A word every generated post holds, as a visitor would type it. */
const SEARCH_WORD = 'backup'

const args = process.argv.slice(2)
const keep = args.includes('--keep')
const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number)
if (sizes.length === 0) {
  console.error('Usage: npm run bench:scale -- <posts> [<posts>…] [--keep]')
  process.exit(1)
}

/** A copy of the checkout: tracked files copied, node_modules hard-linked (Turbopack refuses a symlink). */
function copyCheckout() {
  const dir = mkdtempSync(path.join(tmpdir(), 'horizonte-scale-'))
  const tracked = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  for (const file of tracked.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    cpSync(path.join(root, file), path.join(dir, file))
  }
  linkTree(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}

function writePosts(dir, count) {
  const folder = path.join(dir, postFolder.folder)
  const real = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({
      slug: file.slice(0, -3),
      text: readFileSync(path.join(folder, file), 'utf8'),
    }))
  for (const { slug } of real) rmSync(path.join(folder, `${slug}.md`))
  for (const { slug, text } of scalePosts(real, count)) {
    writeFileSync(path.join(folder, `${slug}.md`), text)
  }
  return real.map(({ slug }) => slug)
}

/** Every file under `dir`, relative, with its size. */
function filesOf(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesOf(file, base)
    return [{ file: path.relative(base, file), bytes: statSync(file).size }]
  })
}

const sum = (files) => files.reduce((total, { bytes }) => total + bytes, 0)
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)

/** The bytes, gzip as served, the first search for SEARCH_WORD downloads of Pagefind's files. */
async function firstSearch(outDir) {
  const server = await servePreview(outDir)
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
  const browser = await chromium.launch({ executablePath })
  try {
    const page = await browser.newPage()
    await page.route(
      (url) => url.origin !== server.origin,
      (route) => route.abort(),
    )
    const responses = []
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) responses.push(request)
    })
    await page.goto(`${server.origin}/busca/?q=${SEARCH_WORD}`)
    await page.getByRole('main').getByRole('article').first().waitFor()
    const sizes = await Promise.all(responses.map((request) => request.sizes()))
    return {
      requests: sizes.length,
      bytes: sizes.reduce((total, size) => total + size.responseBodySize, 0),
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** `_headers` in rules, the nginx maps in lines, CloudFront's policies in bytes. */
function hostFiles(dir) {
  const generated = (file) => readFileSync(path.join(dir, 'deploy', 'generated', file), 'utf8')
  const headers = readFileSync(path.join(dir, 'out', '_headers'), 'utf8')
  const cloudFront = readdirSync(path.join(dir, 'deploy', 'generated'))
    .filter((file) => file.startsWith('cloudfront-'))
    .map((file) => Buffer.byteLength(generated(file)))
  return {
    '_headers rules': headers.split('\n').filter((line) => line.startsWith('/')).length,
    'nginx map lines': generated('nginx-maps.conf').split('\n').length,
    'CloudFront B': cloudFront.join(' + '),
  }
}

function measure(dir, count, seconds, postSlug) {
  const postFolder = path.dirname(fileOf(routeOf(registry.post.route, postSlug)))
  const outDir = path.join(dir, 'out')
  const files = filesOf(outDir)
  const site = files.filter(({ file }) => !file.startsWith('admin/'))
  const html = site.filter(({ file }) => file.endsWith('.html'))
  const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const post = site.filter(({ file }) => file.startsWith(`${postFolder}/`))
  const feed = readFileSync(path.join(outDir, 'blog', 'feed.xml'), 'utf8')
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')
  return {
    posts: count,
    'build s': seconds.toFixed(0),
    files: site.length,
    'out/ MB': mb(sum(site)),
    'a post: files, KB': `${post.length}, ${kb(sum(post))}`,
    'largest page KB': `${kb(largest.bytes)} ${largest.file}`,
    'feed KB (items)': `${kb(Buffer.byteLength(feed))} (${feed.split('<item>').length - 1})`,
    'sitemap URLs': sitemap.split('<loc>').length - 1,
    ...hostFiles(dir),
  }
}

const rows = []
for (const count of sizes) {
  const dir = copyCheckout()
  try {
    const [postSlug] = writePosts(dir, count)
    console.log(`${count} posts: building in ${dir}…`)
    const started = process.hrtime.bigint()
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const row = measure(dir, count, seconds, postSlug)
    const search = await firstSearch(path.join(dir, 'out'))
    row[`first search “${SEARCH_WORD}”: KB (requests)`] = `${kb(search.bytes)} (${search.requests})`
    rows.push(row)
    console.log(row)
  } finally {
    if (keep) console.log(`Kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}
// One Markdown table, as the scripts' guide records it.
const columns = Object.keys(rows[0])
console.log(
  [
    columns,
    columns.map(() => '---'),
    ...rows.map((row) => columns.map((column) => String(row[column]))),
  ]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n'),
)
