/** A page of the site (scripts/lib/pages.mjs). */
export type SitePage = {
  /** The address a visitor requests: `/sobre/`. */
  route: string
  /** The HTML file of the export that answers it: `sobre/index.html`. */
  file: string
  /** The page a static host answers unknown addresses with. */
  notFound?: true
}

export declare const pages: readonly SitePage[]
