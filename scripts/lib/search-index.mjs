// The site search's index (the scripts' guide, "The search index"): Pagefind reads the
// finished pages that declare searchable text and writes its index, with the reader the
// search page imports, into out/pagefind/. Through Pagefind's Node API, which runs its
// binary (from the npm package of this platform) as a service.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { close, createIndex } from 'pagefind'

import { htmlFiles, readElements } from './html.mjs'
import { loadSiteModule } from './site-modules.mjs'

/** Where the index goes in the export, and what a page carries to be found. */
const { PAGEFIND_PATH, SEARCHABLE_ATTRIBUTE } = await loadSiteModule('lib/search/pagefind.ts')

/**
 * Files Pagefind writes that the site does not load: its ready-made search interfaces, the
 * highlighter for the pages found, and the worker, since the search page searches on its
 * own thread. So is the WebAssembly of a language no page is in (Pagefind always writes
 * `unknown`'s). Anything else it writes is kept.
 */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui)\.(js|css)$|^pagefind-(highlight|worker)\.js$/
const WASM = /^wasm\.([^/]+)\.pagefind$/

/** The reader and its WebAssembly, as opposed to the index proper. */
const isReader = (file) => file === 'pagefind.js' || WASM.test(file)

/**
 * Pagefind picks its stemmer from the primary subtag of each page's `<html lang>`
 * (`pt-BR` → Portuguese); a page without it would be indexed unstemmed, under `unknown`.
 */
const LANGUAGE = 'pt'

const isSearchable = (html) =>
  readElements(html).some(({ attributes }) => attributes.has(SEARCHABLE_ATTRIBUTE))

function refuse(errors, what) {
  if (errors.length > 0) throw new Error(`Pagefind failed on ${what}: ${errors.join('; ')}`)
}

/**
 * Indexes the pages of `outDir` that declare searchable text, and only those: Pagefind on
 * its own would index every page whole when none does. Writes the index and its reader to
 * `outDir/pagefind/`, and returns what it indexed and wrote. Fails when a page is indexed
 * in another language than Portuguese.
 */
export async function writeSearchIndex(outDir) {
  const searchable = htmlFiles(outDir)
    .map((file) => ({ file, content: readFileSync(path.join(outDir, file), 'utf8') }))
    .filter(({ content }) => isSearchable(content))
  try {
    const { index, errors } = await createIndex()
    refuse(errors, 'start')
    for (const { file, content } of searchable) {
      // The address a result links to comes from this path: blog/x/index.html → /blog/x/.
      refuse((await index.addHTMLFile({ sourcePath: file, content })).errors, file)
    }
    const built = await index.getFiles()
    refuse(built.errors, 'the index')

    const entry = built.files.find((file) => file.path === 'pagefind-entry.json')
    if (!entry) throw new Error('Pagefind wrote no pagefind-entry.json')
    const indexes = JSON.parse(Buffer.from(entry.content).toString()).languages
    const languages = Object.keys(indexes)
    const wasmUsed = new Set(Object.values(indexes).map((language) => language.wasm))
    const files = built.files.filter(
      ({ path }) => !UNUSED.test(path) && (!WASM.test(path) || wasmUsed.has(WASM.exec(path)[1])),
    )
    const foreign = languages.filter((language) => language.split('-')[0] !== LANGUAGE)
    if (foreign.length > 0) {
      throw new Error(
        `Pages indexed as ${foreign.join(', ')}, not stemmed as Portuguese: each searchable ` +
          `page needs <html lang="pt-BR">`,
      )
    }

    const dir = path.join(outDir, PAGEFIND_PATH)
    rmSync(dir, { recursive: true, force: true })
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true })
      writeFileSync(path.join(dir, file.path), file.content)
    }
    const bytes = (test) =>
      files.filter((file) => test(file.path)).reduce((sum, file) => sum + file.content.length, 0)
    return {
      pages: searchable.map(({ file }) => file),
      languages,
      files: files.length,
      bytes: bytes(() => true),
      readerBytes: bytes(isReader),
    }
  } finally {
    await close()
  }
}
