// V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment
// has all its functions compiled while it streams in, on a background thread, instead of
// one by one on the main thread the first time each is called. A page's startup scripts
// run at once to hydrate it, so the build marks exactly those files; the chunks loaded
// later on demand (slider, form rules, particles) stay lazy. Other engines read it as a
// plain comment. This file is the whole feature: the post-build pass only lists it.
import { readElements, rewriteStartTag, splice } from './html.mjs'
import { integrityOf } from './integrity.mjs'
import { startupScripts } from './startup-scripts.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** `source` with the hint on its first line; a file that has it already stays as it is. */
export function withCompileHint(source) {
  const text = source.toString('utf8')
  return text.startsWith(COMPILE_HINT) ? text : COMPILE_HINT + text
}

/**
 * The startup scripts of every page with the hint added, after checking each is still the
 * file its integrity hash names: `files` (path → new content) and the new hash of each
 * script that had one (`integrities`, path → hash).
 */
export function hintStartupScripts(pages, readAsset) {
  const files = new Map()
  const integrities = new Map()
  for (const [file, html] of pages) {
    for (const { src, integrity } of startupScripts(html)) {
      const original = readAsset(src)
      if (integrity && integrityOf(original, integrity) !== integrity) {
        throw new Error(`${file}: ${src} does not match its integrity hash ${integrity}`)
      }
      files.set(src, withCompileHint(original))
      if (integrity) integrities.set(src, integrityOf(files.get(src), integrity))
    }
  }
  return { files, integrities }
}

/** `html` with every `integrity` of a hinted file replaced by the hinted file's hash. */
export function withHintedIntegrity(html, integrities) {
  const edits = []
  for (const element of readElements(html)) {
    const url = element.attributes.get(element.name === 'link' ? 'href' : 'src')
    if (!element.attributes.has('integrity') || !integrities.has(url)) continue
    const integrity = integrities.get(url)
    edits.push({
      start: element.start,
      end: element.end,
      text: rewriteStartTag(html, element, { integrity }),
    })
  }
  return splice(html, edits)
}

/** The compile hints as a step of the post-build pass. */
export const compileHints = {
  name: 'compile hints',
  prepare: ({ pages, readAsset }) => hintStartupScripts(pages, readAsset),
  apply: (html, { integrities }) => withHintedIntegrity(html, integrities),
}
