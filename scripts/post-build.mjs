// The step of `npm run build` after `next build` (the scripts' guide, "The build step").
//   node scripts/post-build.mjs [--out=out] [--generated=deploy/generated]
//                                 [--no-defer-scripts] [--no-compile-hints]
// Or from another script, on a copy of a plain `next build` export:
//   await postBuildStep({ outDir: 'variant', generatedDir: 'variant-deploy', compileHints: false })
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'

import { writeAdmin } from './editor/build.mjs'
import { siteOriginOf, usedFiles } from './link-checker.mjs'
import { describeExportProblems, exportProblems } from './lib/export-limits.mjs'
import { kb } from './lib/first-load.mjs'
import { pages } from './lib/pages.mjs'
import { postBuild } from './lib/post-build.mjs'
import { CHECK_EXIT } from './lib/publication.mjs'
import { writeSearchIndex } from './lib/search-index.mjs'
import { loadSiteModule } from './lib/site-modules.mjs'
import { removeUnused } from './lib/unused-files.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The pages whose policy allows WebAssembly (the search), by their file in the export. */
const webAssemblyPages = new Set(pages.filter((page) => page.webAssembly).map((page) => page.file))

/** Finishes the export in `outDir`; each of the two speed measures can be left out. */
export async function postBuildStep({
  outDir = path.join(root, 'out'),
  generatedDir = path.join(root, 'deploy', 'generated'),
  deferScripts = true,
  compileHints = true,
} = {}) {
  // The policy from the site's own typed modules, with the same build settings `next build`
  // read, so it names the webhook, chat and Tag Manager the pages use.
  const { env } = await loadSiteModule('lib/env.ts')
  const { sitePolicies } = await loadSiteModule('scripts/security/hosts/index.ts')
  const policies = sitePolicies(env, { webAssemblyPages: [...webAssemblyPages] })
  const result = await postBuild({ outDir, generatedDir, policies, deferScripts, compileHints })
  // A picture goes out with the first page, feed or structured data that uses it: an
  // upload's sizes not with a draft, nor before its post's day, nor once its page no longer
  // shows it; the upload itself, with its metadata, never, nor the image step's record.
  const { IMAGES_FOLDER } = await loadSiteModule('lib/images/variants.ts')
  const images = removeUnused(outDir, [IMAGES_FOLDER], usedFiles(outDir, siteOriginOf(outDir)))
  // The search index reads the pages as they are served, so it comes after their pass; its
  // files are no pages, and need no policy of their own.
  const search = await writeSearchIndex(outDir)
  // The editor goes in after the pages' pass, which it must not go through.
  const admin = await writeAdmin(path.join(outDir, 'admin'))
  return { ...result, images, search, admin, limits: limitsOf(outDir, result.hostFiles) }
}

/** What of the finished export goes past a host's or a crawler's limit (`EXPORT_LIMITS`). */
function limitsOf(outDir, hostFiles) {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return { path: path.relative(outDir, file), bytes: statSync(file).size }
    })
  const text = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
  return exportProblems({
    files,
    headers: text(path.join(outDir, '_headers')),
    sitemap: text(path.join(outDir, 'sitemap.xml')),
    cloudFrontPolicies: hostFiles
      .filter((file) => file.host.startsWith('CloudFront'))
      .map(
        (file) =>
          JSON.parse(text(file.path)).SecurityHeadersConfig.ContentSecurityPolicy
            .ContentSecurityPolicy,
      ),
  })
}

/** Runs the step as `npm run build` does, and fails it with the reason alone. */
async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      generated: { type: 'string' },
      'no-defer-scripts': { type: 'boolean' },
      'no-compile-hints': { type: 'boolean' },
    },
  })
  const result = await postBuildStep({
    outDir: values.out && path.resolve(values.out),
    generatedDir: values.generated && path.resolve(values.generated),
    deferScripts: !values['no-defer-scripts'],
    compileHints: !values['no-compile-hints'],
  })
  console.log(`Pages finished (${result.transforms.join(', ')}):`)
  for (const page of result.pages) {
    console.log(
      `  ${page.file}: ${page.afterPaint} scripts after the first paint, ` +
        `${page.fontPreloads} font preload, ${page.inlineScripts.length} inline scripts hashed` +
        (webAssemblyPages.has(page.file) ? ', WebAssembly allowed' : ''),
    )
  }
  const { images, search } = result
  console.log(
    `Uploads: ${images.kept.length} files used by the published pages and feed, ` +
      `${images.removed.length} left out`,
  )
  console.log(
    `Search index: ${search.pages.length} pages (${search.languages.join(', ') || 'none'}), ` +
      `${search.files} files, ${kb(search.bytes)} KB in pagefind/: reader and WebAssembly ` +
      `${kb(search.readerBytes)} KB, index ${kb(search.bytes - search.readerBytes)} KB`,
  )
  for (const page of search.pages) console.log(`  ${page}`)
  if (search.pages.length === 0) {
    console.log('  No page declares data-pagefind-body yet: the search page finds nothing.')
  }
  console.log('Host configurations:')
  if (result.hostFiles.length === 0) {
    console.log('  none: without the loader, each page allows its own data scripts in its <meta>')
  }
  for (const file of result.hostFiles) {
    console.log(`  ${path.relative(process.cwd(), file.path)} (${file.host})`)
  }
  console.log(`Editor: admin/, ${result.admin.length} files`)
  if (result.limits.length > 0) {
    console.error(describeExportProblems(result.limits))
    // A refusal of the content's, which the publish workflow reports by its first problem.
    process.exitCode = CHECK_EXIT.problems
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main()
  } catch (error) {
    console.error(`The post-build step failed: ${error.message}`)
    process.exitCode = 1
  }
}
