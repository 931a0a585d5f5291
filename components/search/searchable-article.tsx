import type { ComponentProps } from 'react'

import type { SearchKind } from '@/content/texts/search'
import { searchableAttributes } from '@/lib/search/pagefind'

type SearchableArticleProps = ComponentProps<'article'> & {
  /** What the page is, as its search result names it: `post` (Artigo) or `case` (Case). */
  kind: SearchKind
}

/**
 * The text of a post or a case, as the site search indexes it: the page's `<h1>` and the
 * text a visitor would search for, nothing of the header, footer or menus. Mark what
 * should not be found inside it (a closing call to action, related links) with
 * `data-pagefind-ignore`. No other page is indexed.
 */
export function SearchableArticle({ kind, ...props }: SearchableArticleProps) {
  return <article {...searchableAttributes(kind)} {...props} />
}
