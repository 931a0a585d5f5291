/**
 * What a host's writer is given, and what every file it writes says first. A writer is a
 * pure function from one build's policies to the text of one file (the table of hosts:
 * ./index.ts).
 */

/** A pre-rendered page and its policy. */
export type PagePolicy = {
  /** Path of the HTML file inside out/, with forward slashes: `sobre/index.html`. */
  file: string
  /** Its Content-Security-Policy, header form (with frame-ancestors). */
  policy: string
}

/** One build's policies, header form, as every writer gets them. */
export type HostPolicies = {
  /** Each page's policy, the editor's among them, sorted by file. */
  pages: readonly PagePolicy[]
  /** For any file that is not a page (an image, a script): no inline script allowed. */
  otherFiles: string
  /** For hosts that send one policy for every page: all but `script-src` and `default-src`. */
  shared: string
  /** The editor's (/admin/) whole policy. */
  editor: string
  /** A preview build (lib/env.ts): every path also says `X-Robots-Tag: noindex`. */
  preview: boolean
}

export const GENERATED_NOTE = 'Written by `npm run build` (scripts/finish-build.mjs); do not edit.'
