// The framework's scripts a page starts with. Next.js writes them as same-origin `async`
// scripts, and preloads some of them; the after-paint loader and the compile hints both
// rely on that shape, so a page that no longer has it fails the build.
import { hasRel, isSameOrigin, readElements } from './html.mjs'

/**
 * The startup scripts of `html` in document order: `{ element, src, integrity? }` for each
 * same-origin `async` classic script and each script preload. Throws on a page that runs a
 * same-origin script any other way (it would start before the first paint, unhinted) or
 * has none at all (Next.js then loads its chunks some way these steps do not know).
 */
export function startupScripts(html) {
  const scripts = []
  for (const element of readElements(html)) {
    const { name, attributes } = element
    if (name === 'script' && attributes.has('src') && !attributes.has('nomodule')) {
      const src = attributes.get('src')
      if (!isSameOrigin(src)) continue
      const type = (attributes.get('type') ?? '').trim().toLowerCase()
      if (!attributes.has('async') || (type !== '' && type !== 'text/javascript')) {
        throw new Error(`<script src="${src}"> is not a plain async script, as Next.js writes them`)
      }
      scripts.push(entry(element, src))
    }
    const href = attributes.get('href')
    const as = attributes.get('as')?.toLowerCase()
    if (name === 'link' && hasRel(element, 'preload') && as === 'script' && href) {
      if (isSameOrigin(href)) scripts.push(entry(element, href))
    }
  }
  if (scripts.length === 0) {
    throw new Error('No async same-origin script: Next.js no longer loads its chunks that way')
  }
  return scripts
}

function entry(element, src) {
  const integrity = element.attributes.get('integrity')
  return integrity ? { element, src, integrity } : { element, src }
}
