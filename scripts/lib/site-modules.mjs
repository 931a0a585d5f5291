import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'
import { createJiti } from 'jiti'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The one way a Node script loads the site's TypeScript modules, through jiti: Node strips
 * types, but the site imports its modules without file extensions and through the `@/`
 * paths of tsconfig.json, which only a bundler or jiti resolves. It reads the .env files exactly as `next build` does first, so the
 * modules see the build settings the pages get.
 *   const { env } = await loadSiteModule('lib/env.ts')
 */
let jiti
export function loadSiteModule(file) {
  if (!jiti) {
    nextEnv.loadEnvConfig(root, false, { info() {}, error: console.error })
    jiti = createJiti(import.meta.url, { tsconfigPaths: true })
  }
  return jiti.import(new URL(`../../${file}`, import.meta.url).href)
}
