// Next.js preloads the site font on every page but the not-found one, where the footer
// then moves when the font arrives. The build gives every page the preloads the home page
// has, so the 404 page loads the font as early as the others.

const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/gi
const FIRST_STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/i

/** The font preload tags of a page, as written. */
export function fontPreloads(html) {
  return html.match(FONT_PRELOAD) ?? []
}

/**
 * `html` with every tag of `preloads` it lacks, put before its first stylesheet (or at
 * the end of its head), where Next.js puts its own.
 */
export function withFontPreloads(html, preloads) {
  const missing = preloads.filter((tag) => !html.includes(tag)).join('')
  if (!missing) return html
  const stylesheet = FIRST_STYLESHEET.exec(html)
  if (stylesheet) {
    return html.slice(0, stylesheet.index) + missing + html.slice(stylesheet.index)
  }
  return html.replace('</head>', `${missing}</head>`)
}
