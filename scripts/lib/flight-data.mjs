// The page's data out of its HTML. Next.js writes each page's React Server Components
// payload, which hydration reads, twice: into the HTML, as inline scripts that push it into
// `self.__next_f`, and into the page's `index.txt`, which its router fetches when a visitor
// navigates there. The inline copy is most of every page's HTML (a post: 95 of 148 KB) and
// differs from page to page, so each page needed a policy of its own, and every host a rule
// per page. The build takes it out, with the page's Turbopack entry, the one other inline
// script that differs: the after-paint loader (deferred-scripts.mjs) fetches `index.txt`
// when it adds the chunks, pushes it as the scripts did, and only then hands Turbopack the
// entry, so Next starts with all of its data. Every page then runs the same inline scripts.
// Each shape below is what Next.js 16 writes; another fails the build.
import { readElements } from './html.mjs'

/** What Next writes to open the data: every page has it once, before the data. */
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
/** A piece of the payload as text: `self.__next_f.push([1,"…"])`, the argument JSON. */
const DATA = /^self\.__next_f\.push\((\[1,"[\s\S]*"\])\)$/
/** Turbopack's entry: which chunks to wait for and which modules to run then. */
const ENTRY =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/

/**
 * The file with the same payload as the page at `file` in out/: a folder's `index.txt`, as
 * Next wrote it, and the not-found page's `404.txt` beside it, which the build moves there
 * from the copy of the page Next exports at `_not-found/` (post-build.mjs).
 */
export function flightFileOf(file) {
  if (file === '404.html') return '404.txt'
  if (file === 'index.html' || file.endsWith('/index.html')) {
    return `${file.slice(0, -'index.html'.length)}index.txt`
  }
  throw new Error(`No payload file is known for ${file}`)
}

/**
 * The page's payload scripts: `{ edits, payload, entry }`, where `edits` remove them from
 * the HTML, `payload` is the text they push and `entry` is Turbopack's entry object.
 * Throws on any other use of `self.__next_f` or of Turbopack in an inline script.
 */
export function flightScripts(html) {
  const edits = []
  const pieces = []
  let bootstrap = false
  let entry
  for (const element of readElements(html)) {
    if (element.name !== 'script' || element.attributes.has('src') || !element.text) continue
    if (element.attributes.has('type')) continue
    const text = html.slice(element.text.start, element.text.end)
    if (!text.includes('__next_f') && !text.includes('TURBOPACK')) continue
    const remove = { start: element.start, end: element.close.end, text: '' }
    if (text === BOOTSTRAP) {
      bootstrap = true
    } else if (DATA.test(text)) {
      if (!bootstrap) throw new Error('Page data comes before its bootstrap script')
      pieces.push(JSON.parse(DATA.exec(text)[1])[1])
    } else if (ENTRY.test(text)) {
      if (entry) throw new Error('Two Turbopack entry scripts')
      entry = JSON.parse(ENTRY.exec(text)[1])
    } else {
      throw new Error(
        `An inline script uses __next_f or TURBOPACK in a way this step does not know: ` +
          JSON.stringify(text.slice(0, 80)),
      )
    }
    edits.push(remove)
  }
  if (!bootstrap || pieces.length === 0) throw new Error('No page data in the HTML')
  if (!entry || !Array.isArray(entry.otherChunks) || !Array.isArray(entry.runtimeModuleIds)) {
    throw new Error('No Turbopack entry script with otherChunks and runtimeModuleIds')
  }
  return { edits, payload: pieces.join(''), entry }
}
