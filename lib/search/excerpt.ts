/** A run of an excerpt's text, and whether it is a word the search matched. */
export type ExcerptPart = { text: string; marked: boolean }

/** The entities an escaped text may hold: Pagefind writes `<` and `>` as `&lt;`, `&gt;`. */
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
}

/**
 * Pagefind's excerpt is the page's text with `<` and `>` escaped and `<mark>` around the
 * words the search matched. This splits it into plain runs of text, entities decoded, for
 * React to render as text with its own `<mark>`: nothing from the index is ever parsed as
 * HTML, so a page's text cannot become markup on the search page.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let marked = false
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true
    else if (piece === '</mark>') marked = false
    else if (piece) {
      parts.push({ text: piece.replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e]!), marked })
    }
  }
  return parts
}
