import type { Env } from '../../env'
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
  { host: 'Netlify, Cloudflare Pages', dir: 'out', file: '_headers', write: headersFile },
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
  /** The files in out/ of the pages that compile WebAssembly (content/pages.ts, `webAssembly`). */
  webAssemblyPages?: readonly string[]
}

/**
 * What the post-build step (scripts/finish-build.mjs) needs from the policy: each page's
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
    /** Each row of `HOSTS` with the text of its file. */
    hostFiles(pages: readonly BuiltPage[]) {
      const policies: HostPolicies = {
        pages: [
          ...pages.map((page) => ({
            file: page.file,
            policy: policy(page.file, page.inlineScripts, 'header'),
          })),
          { file: ADMIN_PAGE, policy: adminPolicy('header') },
        ].sort((a, b) => a.file.localeCompare(b.file)),
        otherFiles: contentSecurityPolicy({ env, scriptHashes: [], delivery: 'header' }),
        shared: sharedHeaderPolicy(env),
        editor: adminPolicy('header'),
        preview: env.preview,
      }
      return HOSTS.map(({ write, ...host }) => ({ ...host, text: write(policies) }))
    },
  }
}
