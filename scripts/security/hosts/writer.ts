/**
 * What a host's writer is given, and what every file it writes says first. A writer is a
 * pure function from one build's policies to the text of one file (the table of hosts:
 * ./index.ts). Every page runs the same inline scripts, so the policies are few and fixed:
 * no file grows with the pages.
 */

/** A page whose policy differs from the site's, and that policy. */
export type PagePolicy = {
  /** Path of the HTML file inside out/, with forward slashes: `busca/index.html`. */
  file: string
  /** Its Content-Security-Policy, header form (with frame-ancestors). */
  policy: string
}

/** One build's policies, header form, as every writer gets them. */
export type HostPolicies = {
  /** The policy of every page, and of any other file, but the pages of `own`. */
  site: string
  /**
   * The pages with a policy of their own, sorted by file: the search, which alone compiles
   * WebAssembly, and the editor.
   */
  own: readonly PagePolicy[]
  /** For hosts that send one policy for every page: all but `script-src` and `default-src`. */
  shared: string
  /** The editor's (/admin/) whole policy. */
  editor: string
  /** A preview build (`SITE_PREVIEW=1`): every path also says `X-Robots-Tag: noindex`. */
  preview: boolean
}

export const GENERATED_NOTE = 'Written by `npm run build` (scripts/post-build.mjs); do not edit.'
