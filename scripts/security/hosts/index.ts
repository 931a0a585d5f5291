import type { Env } from '../../../lib/env'
import { ADMIN_PAGE, adminPolicy, contentSecurityPolicy, sharedHeaderPolicy } from '../policy'
import { runtimeInlineScripts } from '../runtime-scripts'
import { scriptHash } from '../script-hash'
import { cloudFrontEditorPolicy, cloudFrontPolicy } from './cloudfront'
import { headersFile } from './headers-file'
import { nginxMaps } from './nginx'
import type { HostPolicies } from './writer'

/** A file the build writes so that a host sends each page's policy as a header. */
type HostFile = {
  host: string
  /** `out` is the export, which the host reads; `generated` is `deploy/generated/`. */
  dir: 'out' | 'generated'
  file: string
  write: (policies: HostPolicies) => string
}

/** Every host's files. A new host is a writer beside this file and a row here. */
export const HOSTS: HostFile[] = [
  { host: 'Cloudflare, Netlify', dir: 'out', file: '_headers', write: headersFile },
  { host: 'nginx', dir: 'generated', file: 'nginx-maps.conf', write: nginxMaps },
  {
    host: 'CloudFront',
    dir: 'generated',
    file: 'cloudfront-response-headers-policy.json',
    write: cloudFrontPolicy,
  },
  {
    host: 'CloudFront, /admin/*',
    dir: 'generated',
    file: 'cloudfront-editor-response-headers-policy.json',
    write: cloudFrontEditorPolicy,
  },
]

/** A finished page: its file in out/ and the text of every inline script it runs. */
export type BuiltPage = { file: string; inlineScripts: readonly string[] }

type SiteOptions = {
  /** The files in out/ of the pages that compile WebAssembly (`webAssembly` in the page registry). */
  webAssemblyPages?: readonly string[]
}

/**
 * What the post-build step (`postBuildStep`) needs from the policy: each page's
 * policy from its own inline scripts, plus the scripts every page adds while it runs, and
 * the host files that send those policies as headers.
 */
export function sitePolicies(env: Env, { webAssemblyPages = [] }: SiteOptions = {}) {
  const runtimeHashes = runtimeInlineScripts(env).map(scriptHash)
  const policy = (file: string, inlineScripts: readonly string[], delivery: 'header' | 'meta') =>
    contentSecurityPolicy({
      env,
      scriptHashes: [...inlineScripts.map(scriptHash), ...runtimeHashes],
      delivery,
      webAssembly: webAssemblyPages.includes(file),
    })
  return {
    /** The policy for the `<meta>` of the page at `file` in out/, with these inline scripts. */
    meta: (file: string, inlineScripts: readonly string[]) => policy(file, inlineScripts, 'meta'),
    /**
     * Each row of `HOSTS` with the text of its file. Every page but those that compile
     * WebAssembly must run the same inline scripts, so that one policy serves them all and
     * no host file grows with the pages; a page that runs others is refused, by name.
     */
    hostFiles(pages: readonly BuiltPage[]) {
      const header = (page: BuiltPage) => policy(page.file, page.inlineScripts, 'header')
      const [first, ...others] = pages.filter((page) => !webAssemblyPages.includes(page.file))
      if (!first) throw new Error('No page to take the policy from')
      const site = header(first)
      const different = others.find((page) => header(page) !== site)
      if (different) {
        throw new Error(
          `${different.file} runs other inline scripts than ${first.file}: every page must ` +
            'run the same ones, for one policy to serve them all (scripts/README.md)',
        )
      }
      const policies: HostPolicies = {
        site,
        own: [
          ...pages
            .filter((page) => webAssemblyPages.includes(page.file))
            .map((page) => ({ file: page.file, policy: header(page) })),
          { file: ADMIN_PAGE, policy: adminPolicy('header') },
        ].sort((a, b) => a.file.localeCompare(b.file)),
        shared: sharedHeaderPolicy(env),
        editor: adminPolicy('header'),
        preview: env.preview,
      }
      return HOSTS.map(({ write, ...host }) => ({ ...host, text: write(policies) }))
    },
  }
}
