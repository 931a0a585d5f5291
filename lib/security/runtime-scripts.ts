import { chatLoaderSource } from '../chat'
import type { Env } from '../env'

/**
 * Inline scripts the pages add while they run. No page's HTML holds them, so the build
 * cannot find them there, yet every page's policy must allow each one by its hash.
 */
export function runtimeInlineScripts(
  env: Pick<Env, 'chatScriptUrl' | 'chatAgentId' | 'gtmId'>,
): string[] {
  return [chatLoaderSource(env.chatScriptUrl, env.chatAgentId)]
}
