// The editor at /admin/ (docs/editar-o-site.md, for the company's staff): Decap CMS, served
// from the site itself, with a configuration written from the content's schemas
// (lib/content/admin-config.ts) and a policy of its own (adminPolicy in
// lib/security/policy.ts). No public page links or loads it.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { escapeAttribute, hasRel, readElements } from './html.mjs'
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

/** The preview's script and stylesheet (lib/content/admin-preview/). */
const previewDir = fileURLToPath(new URL('../../lib/content/admin-preview/', import.meta.url))
const previewFiles = ['preview.js', 'preview.css']

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

/**
 * The built site's look, for the preview: its stylesheets and the class on its root
 * element that names its font. Nothing when the site is not built beside the editor.
 */
function siteLook(siteDir) {
  const home = path.join(siteDir, 'index.html')
  if (!existsSync(home)) return { stylesheets: [], rootClass: '' }
  const elements = readElements(readFileSync(home, 'utf8'))
  const root = elements.find((element) => element.name === 'html')
  const stylesheets = elements
    .filter((element) => element.name === 'link' && hasRel(element, 'stylesheet'))
    .map((element) => element.attributes.get('href'))
  return { stylesheets, rootClass: root?.attributes.get('class') ?? '' }
}

/** What the preview (preview.js) draws with: the site's look, facts, icons and routes. */
async function previewSettings(siteDir) {
  const { factValues } = await loadSiteModule('content/company.ts')
  const { storageValues } = await loadSiteModule('content/privacy.ts')
  const { pageMeta, siteMeta, TITLE_MAX_LENGTH } = await loadSiteModule('content/seo.ts')
  const { contentIcons } = await loadSiteModule('components/ui/content-icons.ts')
  const { gradientClasses } = await loadSiteModule('components/ui/gradients.ts')
  const { env } = await loadSiteModule('lib/env.ts')
  const { formatLongDate } = await loadSiteModule('lib/format.ts')
  const { seoSchema } = await loadSiteModule('content/page-schemas.ts')
  const { previewText } = await loadSiteModule('content/collections.ts')
  const titleOf = (schema) => schema.meta().title
  // Each result names its page, and the default title, as the form does.
  const titleNames = {
    ...Object.fromEntries(
      Object.entries(seoSchema.shape.pages.shape).map(([name, schema]) => [name, titleOf(schema)]),
    ),
    defaultTitle: titleOf(seoSchema.shape.defaultTitle),
  }
  return {
    ...siteLook(siteDir),
    facts: { ...factValues, ...storageValues },
    icons: contentIcons,
    gradients: gradientClasses,
    siteUrl: env.siteUrl,
    paths: Object.fromEntries(Object.entries(pageMeta).map(([name, { path }]) => [name, path])),
    titleNames,
    text: previewText,
    titleSuffix: siteMeta.titleTemplate.replace('%s', ''),
    titleMax: TITLE_MAX_LENGTH,
    // The policy shows the day it last changed; the preview, today: the day an edit goes live.
    today: formatLongDate(new Date()),
  }
}

/** JSON that can sit inside a <script> element: no "</script>" can close it early. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The editor's page: Decap's script, then the preview's with its settings (a data block,
 * which no policy runs), under the editor's own policy.
 */
function adminPage({ policy, title, preview }) {
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
    <script type="application/json" id="preview-settings">${scriptJson(preview)}</script>
    <script src="decap-cms.js"></script>
    <script src="preview.js"></script>
  </body>
</html>
`
}

/**
 * Writes the editor into `dir` (out/admin/ in the build): its page, its configuration
 * (config.yml, written as JSON, which YAML reads as it is), Decap's files and the
 * preview's. The preview takes the look of the site built in `siteDir` (out/ in the
 * build). Returns the files written.
 */
export async function writeAdmin(dir, settings = adminSettings(), siteDir = path.dirname(dir)) {
  const { adminTitle, collections } = await loadSiteModule('content/collections.ts')
  const { company } = await loadSiteModule('content/company.ts')
  const { adminConfig } = await loadSiteModule('lib/content/admin-config.ts')
  const { adminPolicy } = await loadSiteModule('lib/security/policy.ts')

  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'index.html'),
    adminPage({
      policy: adminPolicy('meta'),
      title: `${adminTitle} | ${company.name}`,
      preview: await previewSettings(siteDir),
    }),
  )
  writeFileSync(
    path.join(dir, 'config.yml'),
    JSON.stringify(adminConfig(collections, settings), null, 2) + '\n',
  )
  const copied = readdirSync(decapDist).filter(isDecapFile)
  for (const name of copied) copyFileSync(path.join(decapDist, name), path.join(dir, name))
  for (const name of previewFiles) copyFileSync(path.join(previewDir, name), path.join(dir, name))
  return ['index.html', 'config.yml', ...copied, ...previewFiles]
}
