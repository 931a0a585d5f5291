import type { Env } from '../env'
import { cloudFrontResponseHeadersPolicy, headersFile, nginxMaps } from './host-configs'
import { ADMIN_PAGE, adminPolicy, contentSecurityPolicy, sharedHeaderPolicy } from './policy'
import { runtimeInlineScripts } from './runtime-scripts'
import { scriptHash } from './script-hash'

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n'

/** A finished page: its file in out/ and the text of every inline script it runs. */
export type BuiltPage = { file: string; inlineScripts: readonly string[] }

/**
 * What the post-build step (scripts/finish-build.mjs) needs from the policy: each page's
 * policy from its own inline scripts, plus the scripts every page adds while it runs, and
 * the host configurations that send those policies as headers.
 */
export function sitePolicies(env: Env) {
  const runtimeHashes = runtimeInlineScripts(env).map(scriptHash)
  const policy = (inlineScripts: readonly string[], delivery: 'header' | 'meta') =>
    contentSecurityPolicy({
      env,
      scriptHashes: [...inlineScripts.map(scriptHash), ...runtimeHashes],
      delivery,
    })
  return {
    /** The policy for the `<meta>` of a page with these inline scripts. */
    meta: (inlineScripts: readonly string[]) => policy(inlineScripts, 'meta'),
    /** `out/_headers` and the files of `deploy/generated/`, by name. */
    hostFiles(pages: readonly BuiltPage[]) {
      const policies = [
        ...pages.map((page) => ({ file: page.file, policy: policy(page.inlineScripts, 'header') })),
        { file: ADMIN_PAGE, policy: adminPolicy('header') },
      ]
      // Any file that is not a page: the same policy with no inline script allowed.
      const fallback = contentSecurityPolicy({ env, scriptHashes: [], delivery: 'header' })
      return {
        headers: headersFile(policies),
        nginxMaps: nginxMaps(policies, fallback),
        cloudFront: json(cloudFrontResponseHeadersPolicy(sharedHeaderPolicy(env))),
        cloudFrontAdmin: json(
          cloudFrontResponseHeadersPolicy(adminPolicy('header'), 'horizonte-ti-editor-headers'),
        ),
      }
    },
  }
}

export type SitePolicies = ReturnType<typeof sitePolicies>
