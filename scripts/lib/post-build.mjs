// The pass after `next build`: reads every exported page once, runs the transforms below on
// it in order, checks every integrity hash it ends up with, and only then writes anything:
// the files the transforms changed, each page once, and the host configurations that send
// each page's policy as a header.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { compileHints } from './compile-hints.mjs'
import { afterPaintLoader, deferredScripts } from './deferred-scripts.mjs'
import { flightFileOf } from './flight-data.mjs'
import { fontPreloadsOf, sharedFontPreloads } from './font-preloads.mjs'
import { assetPath, filesNamed, htmlFiles } from './html.mjs'
import { checkIntegrity } from './integrity.mjs'
import { hasPolicyMeta, inlineScripts, policyMeta } from './policy-meta.mjs'

/**
 * The transforms the pass runs, in order. Each is `{ name, prepare?, apply }`: `prepare`
 * gathers what the pages share (and may return `files` to write), `apply(html, facts, file)`
 * is a pure function of one page (`file` is its path in out/). The compile hints come first so the loader lists the hashes
 * of the hinted files; the policy comes last, since it hashes the inline scripts the others
 * leave.
 */
export function transformsFor({ deferScripts = true, compileHints: hints = true } = {}) {
  return [
    hints && compileHints,
    deferScripts && afterPaintLoader,
    sharedFontPreloads,
    policyMeta,
  ].filter(Boolean)
}

/**
 * Next exports the not-found page three times: `404.html`, which hosts answer an unknown
 * path with, and copies in `404/` and `_not-found/`, which a host would serve at `/404/`
 * and `/_not-found/` with a 200 status. Only `404.html` is kept, with the payload of the
 * copy in `_not-found/` beside it as `404.txt`, which its loader fetches (flight-data.mjs).
 */
const NOT_FOUND_COPIES = ['404', '_not-found']
const NOT_FOUND_PAYLOAD = { from: '_not-found/index.txt', to: flightFileOf('404.html') }

/**
 * The one payload file of each page Next writes that nothing reads: its router fetches a
 * page's `index.txt` and the segments' `__next.*.txt`, never the copy of `index.txt` it
 * writes as `__next._full.txt` (a file and 85 KB per post).
 */
const UNUSED_PAYLOAD = '__next._full.txt'

/**
 * Finishes the export in `outDir` and writes each host's files (`HOSTS` in
 * scripts/security/hosts/index.ts) into `outDir` or `generatedDir`. `policies` is
 * `sitePolicies(env)` from that module. Returns what each page got and the files written.
 */
export async function postBuild({ outDir, generatedDir, policies, ...options }) {
  if (!existsSync(path.join(outDir, 'index.html')))
    throw new Error(`No ${outDir}/index.html: run next build first`)
  const notFoundPayload = path.join(outDir, NOT_FOUND_PAYLOAD.from)
  if (existsSync(notFoundPayload)) {
    renameSync(notFoundPayload, path.join(outDir, NOT_FOUND_PAYLOAD.to))
  }
  for (const folder of NOT_FOUND_COPIES) {
    rmSync(path.join(outDir, folder), { recursive: true, force: true })
  }
  for (const file of filesNamed(outDir, UNUSED_PAYLOAD)) rmSync(file)
  const files = htmlFiles(outDir)
  const pages = new Map(files.map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]))
  for (const [file, html] of pages) {
    if (hasPolicyMeta(html)) {
      throw new Error(`${outDir}/${file} was finished already: run next build again first`)
    }
  }

  // Files a transform changes are kept here until every page passed its checks.
  const changed = new Map()
  const readAsset = (url) =>
    changed.get(assetPath(url)) ?? readFileSync(path.join(outDir, assetPath(url)))
  const steps = []
  for (const transform of transformsFor(options)) {
    const facts = (await transform.prepare?.({ pages, readAsset, policies })) ?? {}
    for (const [url, content] of facts.files ?? []) changed.set(assetPath(url), content)
    steps.push({ transform, facts })
  }

  const finished = new Map()
  for (const [file, html] of pages) {
    let step
    try {
      let text = html
      for (const { transform, facts } of steps) {
        step = transform.name
        text = transform.apply(text, facts, file)
      }
      step = 'integrity check'
      checkIntegrity(text, readAsset)
      finished.set(file, text)
    } catch (error) {
      throw new Error(`${outDir}/${file} (${step}): ${error.message}`, { cause: error })
    }
  }

  for (const [file, content] of changed) writeFileSync(path.join(outDir, file), content)
  const built = []
  for (const [file, html] of finished) {
    writeFileSync(path.join(outDir, file), html)
    built.push({
      file,
      inlineScripts: inlineScripts(html),
      afterPaint: deferredScripts(html).length,
      fontPreloads: fontPreloadsOf(html).length,
    })
  }
  // Without the loader each page keeps its own data scripts, and only its <meta> can allow
  // them: no host file can send one policy for all (a variant to measure, never deployed).
  if (options.deferScripts === false) {
    return { transforms: steps.map(({ transform }) => transform.name), pages: built, hostFiles: [] }
  }
  const dirs = { out: outDir, generated: generatedDir }
  const hostFiles = policies.hostFiles(built).map(({ host, dir, file, text }) => {
    mkdirSync(dirs[dir], { recursive: true })
    writeFileSync(path.join(dirs[dir], file), text)
    return { host, path: path.join(dirs[dir], file) }
  })
  return {
    transforms: steps.map(({ transform }) => transform.name),
    pages: built,
    hostFiles,
  }
}
