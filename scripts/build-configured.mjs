// The site as a production deploy configures it, for the e2e suite's `configured` project:
// `npm run build` with a Tag Manager container, the contact form in CORS mode and the chat
// module pinned by its integrity hash, moved
// from out/ into out-configured/. Next.js always exports into out/, so `npm test` runs this
// before the plain build, which then leaves out/, out/_headers and deploy/generated/ as
// `npm run build` alone would.
//   node scripts/build-configured.mjs && npm run build
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, renameSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The chat module e2e/chat-pinned.spec.ts serves, pinned here by its hash. */
const pinnedChatModule = readFileSync(new URL('../e2e/pinned-chat-module.js', import.meta.url))

/** Build settings of the configured variant; e2e/fixtures.ts names the same container. */
const configuredEnv = {
  NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
  NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: '1',
  NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY: `sha384-${createHash('sha384').update(pinnedChatModule).digest('base64')}`,
}

const root = fileURLToPath(new URL('..', import.meta.url))
const target = 'out-configured'

const build = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  // Same code as `npm run build`, which type-checks it: this variant skips that (6 to 11 s).
  env: { ...process.env, ...configuredEnv, BUILD_VARIANT_OF_CHECKED_CODE: '1' },
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

rmSync(new URL(`../${target}`, import.meta.url), { recursive: true, force: true })
renameSync(new URL('../out', import.meta.url), new URL(`../${target}`, import.meta.url))
console.log(`Configured build (${Object.keys(configuredEnv).join(', ')}) moved to ${target}/`)
