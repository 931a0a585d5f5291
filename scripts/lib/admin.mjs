// The editor at /admin/ (docs/editar-o-site.md, for the company's staff): Decap CMS, served
// from the site itself, with a configuration written from the content's schemas
// (lib/content/admin-config.ts) and a policy of its own (adminPolicy in
// lib/security/policy.ts). No public page links or loads it.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { escapeAttribute } from './html.mjs'
import { loadSiteModule } from './site-modules.mjs'

/** Decap's files: its script, the chunks it loads on demand, their WebAssembly, its license. */
const decapDist = path.dirname(
  createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'),
)
const isDecapFile = (name) =>
  name === 'decap-cms.js' ||
  name === 'decap-cms.js.LICENSE.txt' ||
  /^\d+\.decap-cms\.js$/.test(name) ||
  name.endsWith('.wasm')

/** Where the editor writes once signed in; build settings, since they are the company's. */
export function adminSettings(env = process.env) {
  return {
    // owner/name of the site's repository on GitHub.
    repository: env.CMS_GITHUB_REPOSITORY || 'empresa/site',
    branch: env.CMS_GITHUB_BRANCH || 'main',
    // The Netlify site whose OAuth provider signs the staff in to GitHub, when the editor
    // is hosted elsewhere (deploy/README.md, "The editor at /admin/").
    authSiteDomain: env.CMS_AUTH_SITE_DOMAIN || undefined,
    // decap-server, which `npm run admin` starts on this machine.
    localBackendUrl: env.CMS_LOCAL_BACKEND_URL || 'http://localhost:8081/api/v1',
  }
}

/** The editor's page: Decap's script and nothing else, under its own policy. */
function adminPage({ policy, title }) {
  return `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
  </head>
  <body>
    <script src="decap-cms.js"></script>
  </body>
</html>
`
}

/**
 * Writes the editor into `dir` (out/admin/ in the build): its page, its configuration
 * (config.yml, written as JSON, which YAML reads as it is) and Decap's files. Returns the
 * files written.
 */
export async function writeAdmin(dir, settings = adminSettings()) {
  const { adminTitle, collections } = await loadSiteModule('content/collections.ts')
  const { company } = await loadSiteModule('content/company.ts')
  const { adminConfig } = await loadSiteModule('lib/content/admin-config.ts')
  const { adminPolicy } = await loadSiteModule('lib/security/policy.ts')

  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'index.html'),
    adminPage({ policy: adminPolicy('meta'), title: `${adminTitle} | ${company.name}` }),
  )
  writeFileSync(
    path.join(dir, 'config.yml'),
    JSON.stringify(adminConfig(collections, settings), null, 2) + '\n',
  )
  const copied = readdirSync(decapDist).filter(isDecapFile)
  for (const name of copied) copyFileSync(path.join(decapDist, name), path.join(dir, name))
  return ['index.html', 'config.yml', ...copied]
}
