// The site built as the e2e suite's other projects need it, each moved from out/ into a
// folder of its own (Next.js always exports into out/, so `npm test` builds these before
// the plain build, which then leaves out/, out/_headers and deploy/generated/ as
// `npm run build` alone would):
//   - configured (out-configured/): as a production deploy configures it, with a Tag
//     Manager container, the contact form in CORS mode and the chat module pinned by its
//     integrity hash;
//   - scheduled (out-scheduled/): published the day before the newest post's, case's or
//     service page's, whichever comes first (lib/scheduled-build.mjs), for which those are
//     scheduled, as the e2e suite's scheduled tests expect; its links are checked here, on
//     that day, as nothing it publishes may lead to an entry it leaves out;
//   - worker (out-worker/): as the publish workflow builds it for Cloudflare Workers, the
//     form posting to the site's own endpoint, which the e2e suite's Worker answers; and as
//     the preview (`SITE_PREVIEW=1`), which is what the workflow publishes there while
//     examples remain: its contact form offers no channel still an example after a failed
//     send, which the worker project checks. The preview adds its banner, noindex and
//     `X-Robots-Tag` to the same pages, which the worker project's other checks do not read,
//     so it needs no build of its own; out/ and out-configured/ keep the released site's
//     pages with the example facts, whose offer links both channels for the tests to follow.
//   node scripts/build-variant.mjs configured|scheduled && npm run build
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, renameSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { scheduledBuildDay } from './lib/scheduled-build.mjs'
import { workerRoutes } from '../lib/worker-routes.ts'

/** The chat module the pinned-chat e2e test serves, pinned here by its hash. */
const pinnedChatModule = () =>
  readFileSync(new URL('../e2e/pinned-chat-module.js', import.meta.url))

/** Each variant's build settings; the e2e suite's `TAG_MANAGER_CONTAINER` is the same one. */
const variants = {
  configured: async () => ({
    NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
    NEXT_PUBLIC_CONTACT_WEBHOOK_CORS: '1',
    NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY: `sha384-${createHash('sha384').update(pinnedChatModule()).digest('base64')}`,
  }),
  scheduled: async () => ({ SITE_TODAY: await scheduledBuildDay() }),
  worker: async () => ({
    NEXT_PUBLIC_CONTACT_WEBHOOK_URL: workerRoutes.contact,
    SITE_PREVIEW: '1',
  }),
}

const name = process.argv[2]
if (!Object.hasOwn(variants, name)) {
  console.error(`Usage: node scripts/build-variant.mjs ${Object.keys(variants).join('|')}`)
  process.exit(1)
}
const variantEnv = await variants[name]()
const root = fileURLToPath(new URL('..', import.meta.url))
const target = `out-${name}`

const build = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  // Same code as `npm run build`: a variant skips the build's type check, which `npm test`
  // runs once before its builds (`npm run check`; next.config.mjs).
  env: { ...process.env, ...variantEnv, TYPES_CHECKED: '1' },
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

rmSync(new URL(`../${target}`, import.meta.url), { recursive: true, force: true })
renameSync(new URL('../out', import.meta.url), new URL(`../${target}`, import.meta.url))
if (name === 'scheduled') {
  const links = spawnSync(process.execPath, ['scripts/check-links.mjs', target], {
    cwd: root,
    env: { ...process.env, ...variantEnv },
    stdio: 'inherit',
  })
  if (links.status !== 0) process.exit(links.status ?? 1)
}
console.log(
  `Build ${name} (${Object.entries(variantEnv)
    .map(([key]) => key)
    .join(', ')}) moved to ${target}/`,
)
