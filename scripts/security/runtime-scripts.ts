import { chatLoaderSource } from '../../lib/chat'
import type { Env } from '../../lib/env'

/**
 * The inline script that @next/third-parties' `GoogleTagManager` adds at run time
 * (`next/script` with id `_next-gtm-init`), as the installed version writes it for the
 * props the root layout passes (`gtmId` only). A unit test renders the component and
 * compares, so an upgrade that changes it fails there rather than in the browser.
 */
export const TAG_MANAGER_INIT_SCRIPT = [
  '',
  '      (function(w,l){',
  '        w[l]=w[l]||[];',
  "        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js'});",
  '        ',
  "      })(window,'dataLayer');",
].join('\n')

/**
 * Inline scripts the pages add while they run. No page's HTML holds them, so the build
 * cannot find them there, yet every page's policy must allow each one by its hash.
 */
export function runtimeInlineScripts(
  env: Pick<Env, 'chatScriptUrl' | 'chatAgentId' | 'gtmId'>,
): string[] {
  return [
    chatLoaderSource(env.chatScriptUrl, env.chatAgentId),
    ...(env.gtmId ? [TAG_MANAGER_INIT_SCRIPT] : []),
  ]
}
