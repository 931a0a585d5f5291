// A page's twin without scripts, for the bench: the same HTML, styles, fonts and pictures,
// with every script and script preload taken out. Its LCP is what the page's own markup
// allows; the page's LCP, read against it in the same run, shows what the scripts cost.
import { hasRel, readElements, splice } from '../../scripts/lib/html.mjs'

/** Whether an element loads or runs a script: a <script>, or a link that preloads one. */
const isScript = (element) =>
  element.name === 'script' ||
  (element.name === 'link' &&
    (hasRel(element, 'modulepreload') ||
      (hasRel(element, 'preload') && element.attributes.get('as') === 'script')))

/** `html` with every script and script preload removed, the rest byte for byte. */
export function withoutScripts(html) {
  const edits = readElements(html)
    .filter((element) => isScript(element) && element.start !== undefined)
    .map((element) => ({ start: element.start, end: element.close?.end ?? element.end, text: '' }))
  return splice(html, edits)
}

/** Where a page's twin is written inside the export, and the address it answers at. */
export const twinOf = (page) => ({
  file: `no-script-twin/${page.file}`,
  route: `/no-script-twin${page.route}`,
})
