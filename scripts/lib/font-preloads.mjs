// Next.js preloads the site font on every page but the not-found one, where the footer
// then moves when the font arrives. The build gives every page the preloads the home page
// has, so the 404 page loads the font as early as the others.
import { hasRel, readElements, splice } from './html.mjs'

const isFontPreload = (element) =>
  element.name === 'link' &&
  hasRel(element, 'preload') &&
  element.attributes.get('as')?.toLowerCase() === 'font'

/** The font preloads of a page: the file each names, and its tag as written. */
export function fontPreloadsOf(html) {
  return readElements(html)
    .filter(isFontPreload)
    .map((element) => ({
      href: element.attributes.get('href'),
      tag: html.slice(element.start, element.end),
    }))
}

/**
 * `html` with each of `preloads` whose file it does not preload yet, put before its first
 * stylesheet (or at the end of its head), where Next.js puts its own.
 */
export function withFontPreloads(html, preloads) {
  const elements = readElements(html)
  const present = new Set(
    elements.filter(isFontPreload).map(({ attributes }) => attributes.get('href')),
  )
  const missing = preloads.filter(({ href }) => !present.has(href))
  if (missing.length === 0) return html
  const stylesheet = elements.find(
    (element) => element.name === 'link' && hasRel(element, 'stylesheet'),
  )
  const head = elements.find(({ name }) => name === 'head')
  const at = stylesheet?.start ?? head?.close?.start
  if (at === undefined) throw new Error('No stylesheet or </head> to put the font preload before')
  return splice(html, [{ start: at, end: at, text: missing.map(({ tag }) => tag).join('') }])
}

/** The home page's font preloads, given to every page, as a step of the post-build pass. */
export const sharedFontPreloads = {
  name: 'font preloads',
  prepare({ pages }) {
    const preloads = fontPreloadsOf(pages.get('index.html'))
    if (preloads.length === 0) throw new Error('The home page preloads no font')
    return { preloads }
  },
  apply: (html, { preloads }) => withFontPreloads(html, preloads),
}
