/** A page of the site (scripts/lib/pages.mjs). */
export type SitePage = {
  /** Its entry in the page registry (content/registry/pages.ts); absent for the not-found page. */
  name?: string
  /** The address a visitor requests: `/sobre/`. */
  route: string
  /** The HTML file of the export that answers it: `sobre/index.html`. */
  file: string
  /** The page a static host answers unknown addresses with. */
  notFound?: true
  /** The page asks search engines not to index it: the not-found page, unlisted pages. */
  noindex?: true
  /** The page compiles WebAssembly, which its policy alone allows (the search page). */
  webAssembly?: true
}

export declare const pages: readonly SitePage[]
