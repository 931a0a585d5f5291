import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PAGEFIND_MODULE, PAGEFIND_PATH, searchableAttributes } from '@/lib/search/pagefind'

/** Where the search page loads the index from: the folder the step must write. */
const SEARCH_DIR = PAGEFIND_PATH.slice(1)

/**
 * Runs the step on `outDir` in a Node process of its own: Pagefind's package is an ES
 * module only, which Jest's CommonJS runtime cannot load. Resolves to what the step
 * returns, or rejects with what it printed.
 */
async function writeSearchIndex(outDir) {
  const step = new URL('search-index.mjs', import.meta.url).href
  const script = `import { writeSearchIndex } from ${JSON.stringify(step)}
try { process.stdout.write(JSON.stringify(await writeSearchIndex(${JSON.stringify(outDir)}))) }
catch (error) { process.stderr.write(error.message); process.exitCode = 1 }`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout)
}

/** A page with the site's header and footer around its main text. */
const page = ({ lang = 'pt-BR', body }) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>T</title></head>` +
  `<body><header><a href="/servicos">Serviços de monitoramento</a></header><main>${body}</main>` +
  '<footer>Backup e segurança para empresas</footer></body></html>'

/** An `<article>` as `SearchableArticle` writes it for `kind`. */
const searchable = (kind, text) =>
  `<article ${Object.entries(searchableAttributes(kind))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}>${text}</article>`

const post = page({
  body: searchable(
    'post',
    '<h1>Backup diário</h1><p>Um ambiente seguro começa pela cópia de todo dia.</p>',
  ),
})
const aCase = page({
  body: searchable('case', '<h1>Migração</h1><p>Os servidores foram migrados para a nuvem.</p>'),
})
const about = page({ body: '<h1>Sobre</h1><p>Backup, nuvem e segurança desde 2013.</p>' })

const folders = []
function exportWith(pages) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'search-index-'))
  folders.push(outDir)
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true })
    writeFileSync(path.join(outDir, file), html)
  }
  return outDir
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const written = (outDir, folder = '') => readdirSync(path.join(outDir, SEARCH_DIR, folder)).sort()

test('indexes the pages that declare searchable text, and nothing else, in Portuguese', async () => {
  const outDir = exportWith({
    'index.html': about,
    'sobre/index.html': about,
    'blog/backup-diario/index.html': post,
    'cases/migracao/index.html': aCase,
  })
  const index = await writeSearchIndex(outDir)
  expect(index.pages).toEqual(['blog/backup-diario/index.html', 'cases/migracao/index.html'])
  // Pagefind picks the stemmer from the primary subtag of <html lang>: pt, Portuguese.
  expect(index.languages).toEqual(['pt-br'])
  const entry = JSON.parse(readFileSync(path.join(outDir, SEARCH_DIR, 'pagefind-entry.json')))
  expect(entry.languages['pt-br'].page_count).toBe(2)
  // One fragment per page found: the other pages left no trace.
  expect(written(outDir, 'fragment')).toHaveLength(2)
  expect(written(outDir)).toEqual(
    expect.arrayContaining([
      path.basename(PAGEFIND_MODULE),
      'pagefind-entry.json',
      'wasm.pt-br.pagefind',
    ]),
  )
  // The ready-made interfaces, the worker and the WebAssembly of other languages, which
  // the search page does not load, stay out.
  expect(written(outDir).filter((file) => /ui|worker|highlight|unknown/.test(file))).toEqual([])
  expect(index.files).toBe(
    readdirSync(path.join(outDir, SEARCH_DIR), { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length,
  )
  expect(index.bytes).toBeGreaterThan(index.readerBytes)
  expect(index.readerBytes).toBeGreaterThan(0)
})

test('refuses a searchable page that is not in Portuguese', async () => {
  const outDir = exportWith({ 'blog/x/index.html': post.replace('lang="pt-BR"', 'lang="en"') })
  await expect(writeSearchIndex(outDir)).rejects.toThrow(/indexed as en, not stemmed as Portuguese/)
  expect(existsSync(path.join(outDir, SEARCH_DIR))).toBe(false)
})

test('writes an empty index when no page is searchable yet', async () => {
  const outDir = exportWith({ 'index.html': about })
  const index = await writeSearchIndex(outDir)
  expect(index.pages).toEqual([])
  expect(index.languages).toEqual([])
  expect(written(outDir)).toEqual(['pagefind-entry.json', path.basename(PAGEFIND_MODULE)])
})
