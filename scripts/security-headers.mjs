// Post-build step of `npm run build`. For every page in out/ it hashes the inline scripts,
// puts the resulting Content-Security-Policy in a <meta> at the top of the page, and writes
// the host configurations that send the same policy as a header:
//   out/_headers                                          Netlify, Cloudflare Pages
//   deploy/generated/nginx-maps.conf                      nginx (deploy/nginx/site.conf)
//   deploy/generated/cloudfront-response-headers-policy.json   Amazon CloudFront
// It reads the build settings exactly as `next build` did: the same .env files, parsed by
// lib/env.ts, so the policy names the webhook, chat and Tag Manager the pages use.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'
import { createJiti } from 'jiti'

import { deferredScripts } from './lib/deferred-scripts.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = path.join(root, 'out')
const generatedDir = path.join(root, 'deploy', 'generated')

nextEnv.loadEnvConfig(root, false, { info() {}, error: console.error })
const jiti = createJiti(import.meta.url, { tsconfigPaths: true })
const { env } = await jiti.import('../lib/env.ts')
const { runtimeInlineScripts } = await jiti.import('../lib/security/runtime-scripts.ts')
const { contentSecurityPolicy, sharedHeaderPolicy } = await jiti.import('../lib/security/policy.ts')
const { inlineScripts, scriptHash, withPolicyMeta } = await jiti.import(
  '../lib/security/inline-scripts.ts',
)
const { integrityOf, integrityReferences } = await jiti.import('../lib/security/integrity.ts')
const { cloudFrontResponseHeadersPolicy, headersFile, nginxMaps } = await jiti.import(
  '../lib/security/host-configs.ts',
)

// Scripts the pages add while they run (the chat loader): on no page's HTML, but every
// page must allow them.
const runtimeHashes = runtimeInlineScripts(env).map(scriptHash)

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/**
 * Every integrity hash, in an attribute or in the after-paint loader's list, must match the
 * file it names, or browsers refuse the file.
 */
async function checkIntegrity(file, html) {
  const deferred = deferredScripts(html)
    .filter((script) => script.integrity)
    .map((script) => ({ url: script.src, integrity: script.integrity }))
  for (const { url, integrity } of [...integrityReferences(html), ...deferred]) {
    const content = await readFile(path.join(outDir, decodeURIComponent(url.split('?')[0])))
    if (integrityOf(content, integrity) !== integrity) {
      throw new Error(`${file}: ${url} does not match its integrity attribute`)
    }
  }
}

const pages = []
for (const file of await htmlFiles(outDir)) {
  const htmlPath = path.join(outDir, file)
  const html = await readFile(htmlPath, 'utf8')
  await checkIntegrity(file, html)
  const scriptHashes = [...inlineScripts(html).map(scriptHash), ...runtimeHashes]
  const policy = (delivery) => contentSecurityPolicy({ env, scriptHashes, delivery })
  await writeFile(htmlPath, withPolicyMeta(html, policy('meta')))
  pages.push({
    file,
    policy: policy('header'),
    inlineScripts: scriptHashes.length - runtimeHashes.length,
  })
}
if (pages.length === 0) throw new Error(`No HTML in ${outDir}: run next build first`)

const fallbackPolicy = contentSecurityPolicy({ env, scriptHashes: [], delivery: 'header' })
await writeFile(path.join(outDir, '_headers'), headersFile(pages))
await mkdir(generatedDir, { recursive: true })
await writeFile(path.join(generatedDir, 'nginx-maps.conf'), nginxMaps(pages, fallbackPolicy))
await writeFile(
  path.join(generatedDir, 'cloudfront-response-headers-policy.json'),
  JSON.stringify(cloudFrontResponseHeadersPolicy(sharedHeaderPolicy(env)), null, 2) + '\n',
)

console.log(`Content-Security-Policy written into ${pages.length} pages:`)
for (const page of pages) console.log(`  ${page.file}: ${page.inlineScripts} inline scripts`)
console.log('Host configurations: out/_headers, deploy/generated/')
