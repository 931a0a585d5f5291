// The editor's bundling step, which the post-build step and `npm run admin` run: it writes
// the editor at /admin/ (editor/; the staff's editing guide covers it), Decap CMS served
// from the site itself, with a configuration written from the content's schemas
// (`adminConfig`) and a policy of its own (`adminPolicy`). No public page links or loads it.
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

import { build } from 'esbuild'

import { escapeAttribute, hasRel, readElements } from '../lib/html.mjs'
import { STATUS_CONTEXT } from '../lib/publication.mjs'
import { WATCH_RUN } from '../lib/watch.mjs'
import { loadSiteModule } from '../lib/site-modules.mjs'
import { scriptJson } from '../../lib/markup.ts'

/** Decap's files: its script, the chunks it loads on demand, their WebAssembly, its license. */
const decapDist = path.dirname(
  createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'),
)
const isDecapFile = (name) =>
  name === 'decap-cms.js' ||
  name === 'decap-cms.js.LICENSE.txt' ||
  /^\d+\.decap-cms\.js$/.test(name) ||
  name.endsWith('.wasm')

/** The site's root folder, which `@/` names in its imports. */
const siteRoot = fileURLToPath(new URL('../../', import.meta.url))

/** The editor's own files (editor/): its entry point and styles, the preview's stand-ins. */
const editorDir = path.join(siteRoot, 'editor')
const standInsDir = path.join(editorDir, 'stand-ins')

/**
 * Modules of the site that read the disk, and what the editor's preview, which runs in the
 * browser, has instead (`editor/stand-ins/`): no entries, as it previews the one being
 * edited (the entries' reader is the one module of content/ that reads files); and uploads
 * drawn as sent, as it has no image record (`ContentImage`).
 */
const standIns = new Map([
  [path.join(siteRoot, 'content/entries/entries.ts'), 'no-entries.ts'],
  [path.join(siteRoot, 'components/ui/content-image.tsx'), 'content-image.tsx'],
])

/** Resolves each import of a module of `standIns`, by `@/` or relative, to its stand-in. */
const browserStandIns = {
  name: 'browser-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^(@\/|\.)/ }, (args) => {
      const base = args.path.startsWith('@/')
        ? path.join(siteRoot, args.path.slice(2))
        : path.resolve(args.resolveDir, args.path)
      const replaced = ['', '.ts', '.tsx']
        .map((extension) => base + extension)
        .find((file) => standIns.has(file))
      return replaced ? { path: path.join(standInsDir, standIns.get(replaced)) } : undefined
    })
  },
}

/**
 * Bundles the editor's entry point, with the site's components and React, into one
 * browser script. Decap brings its own React for its interface; the preview mounts the
 * site's beside it. `next/link` becomes a plain link, as the editor has no router, and an
 * uploaded image a plain `<img>`, as it has no image record.
 */
async function bundlePreview(file) {
  await build({
    entryPoints: [path.join(editorDir, 'main.tsx')],
    outfile: file,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    alias: { 'next/link': path.join(standInsDir, 'next-link.tsx') },
    plugins: [browserStandIns],
    define: { 'process.env.NODE_ENV': '"production"' },
    // The hero's particle worker is addressed from import.meta, which a classic script has
    // not: the scene draws on the main thread instead, as in a browser without workers.
    logOverride: { 'empty-import-meta': 'silent' },
    logLevel: 'warning',
  })
}

/**
 * Where the editor writes once signed in, and where it signs in: build settings, since they
 * are the company's.
 */
export async function adminSettings(env = process.env) {
  const { parseEnv } = await loadSiteModule('lib/env.ts')
  return {
    // owner/name of the site's repository on GitHub.
    repository: env.CMS_GITHUB_REPOSITORY || 'empresa/site',
    branch: env.CMS_GITHUB_BRANCH || 'main',
    // The site's address, whose Worker signs the staff in to GitHub (`signIn`).
    siteUrl: parseEnv(env).siteUrl,
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

/**
 * Each upload the site built in `siteDir` publishes, by its address, and its fallback's:
 * what the form shows of it (`thumbnailAddress`). The editor's page is public, so an
 * upload the site does not publish, a draft's, is left out.
 */
async function publishedUploads(siteDir) {
  const { readRecord } = await loadSiteModule('lib/images/responsive-image.ts')
  const { fallbackPath } = await loadSiteModule('lib/images/variants.ts')
  let record
  try {
    record = readRecord()
  } catch {
    return {}
  }
  return Object.fromEntries(
    Object.entries(record)
      .map(([src, entry]) => [src, fallbackPath(src, entry)])
      .filter(([, fallback]) => existsSync(path.join(siteDir, fallback))),
  )
}

/**
 * What the preview needs from the build: the site's look and settings, the uploads it
 * publishes, and for the publication's status bar (`showPublicationStatus`), where the
 * editor commits.
 */
async function previewSettings(siteDir, { repository, branch }) {
  const { contactFormSettings, env } = await loadSiteModule('lib/env.ts')
  const { formatLongDate } = await loadSiteModule('lib/format.ts')
  const { serviceLinks } = await loadSiteModule('content/entries/services.ts')
  return {
    ...siteLook(siteDir),
    siteUrl: env.siteUrl,
    // The policy shows the day it last changed; the preview, today: the day an edit goes live.
    today: formatLongDate(new Date()),
    // The contact page's form, as its route file sets it up.
    form: contactFormSettings(env),
    // The services page links to each service's page, which the browser cannot list.
    services: serviceLinks(),
    publishedUploads: await publishedUploads(siteDir),
    publication: { repository, branch, context: STATUS_CONTEXT, watch: WATCH_RUN },
  }
}

/**
 * Decap writes the messages under a field's label (its ControlErrorsList, marked with this
 * class in decap-cms.js) in capitals; the editor's are sentences (`adminLocale`), read
 * as written. Emotion's own rule has one class, this one an element too.
 */
const messagesAsWritten = 'ul.ec1nk3l1 { text-transform: none; }'

/**
 * The company's logo for the sign-in screen (`adminLogo`): the brand's mark above the
 * company's name, centred in the 300 pixels Decap gives a logo. An image draws with the
 * fonts of the staff's system, not the site's.
 */
function adminLogoSvg({ markSvg, name, color }) {
  const mark = markSvg.replace('<svg ', '<svg x="110" y="0" width="80" height="80" ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="124" viewBox="0 0 300 124">${mark}<text x="150" y="116" text-anchor="middle" font-family="'Plus Jakarta Sans', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="28" font-weight="700" fill="${color}">${name.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</text></svg>
`
}

/**
 * Decap starts as soon as its script has run, and draws its interface in the words of its
 * registry once config.yml has arrived, which can be before the preview's script has run
 * and registered the editor's own (`adminLocale`): then it speaks English. This script,
 * before Decap's, holds it back; the preview's starts it once everything is registered.
 */
const manualInit = 'window.CMS_MANUAL_INIT = true\n'

/**
 * The editor's page: Decap's script, held back, then the preview's, which starts it, with
 * its settings (a data block, which no policy runs), under the editor's own policy.
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
    <style>
      ${messagesAsWritten}
    </style>
  </head>
  <body>
    <script type="application/json" id="preview-settings">${scriptJson(preview)}</script>
    <script src="manual-init.js"></script>
    <script src="decap-cms.js"></script>
    <script src="preview.js"></script>
  </body>
</html>
`
}

/**
 * Writes the editor into `dir` (out/admin/ in the build): its page, its configuration
 * (config.yml, written as JSON, which YAML reads as it is), Decap's files and the
 * preview's, with `settings` or else the build's own (`adminSettings`). The preview takes
 * the look of the site built in `siteDir` (out/ in the build). Returns the files written.
 */
export async function writeAdmin(dir, settings, siteDir = path.dirname(dir)) {
  settings ??= await adminSettings()
  const { adminTitle, collections, folders } = await loadSiteModule(
    'content/registry/collections.ts',
  )
  const { company } = await loadSiteModule('content/company/company.ts')
  const { adminConfig, adminLogo } = await loadSiteModule('editor/config.ts')
  const { brandColors, logoMarkSvg } = await loadSiteModule('lib/brand.ts')
  const { adminPolicy } = await loadSiteModule('scripts/security/policy.ts')

  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'index.html'),
    adminPage({
      policy: adminPolicy('meta'),
      title: `${adminTitle} | ${company.name}`,
      preview: await previewSettings(siteDir, settings),
    }),
  )
  writeFileSync(
    path.join(dir, 'config.yml'),
    JSON.stringify(adminConfig(collections, folders, settings), null, 2) + '\n',
  )
  writeFileSync(
    path.join(dir, adminLogo),
    adminLogoSvg({ markSvg: logoMarkSvg(), name: company.name, color: brandColors['ink-950'] }),
  )
  writeFileSync(path.join(dir, 'manual-init.js'), manualInit)
  const copied = readdirSync(decapDist).filter(isDecapFile)
  for (const name of copied) copyFileSync(path.join(decapDist, name), path.join(dir, name))
  await bundlePreview(path.join(dir, 'preview.js'))
  copyFileSync(path.join(editorDir, 'preview.css'), path.join(dir, 'preview.css'))
  return [
    'index.html',
    'config.yml',
    adminLogo,
    'manual-init.js',
    ...copied,
    'preview.js',
    'preview.css',
  ]
}
