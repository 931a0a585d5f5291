// Loaded into wrangler's process first, by e2e/cloudflare/serve.mjs.
//
// Pages' local asset server (wrangler 4) looks a path up as a file, then as `<path>.html`
// and `<path>/index.html`, each with `lstatSync(file, { throwIfNoEntry: false })`. Node
// answers `undefined` when nothing is there, but throws ENOTDIR when a part of the path is
// a file (`/_headers/index.html`), where `statSync` answers `undefined` for both. The
// server then answers 502 where Pages answers 404 (`wrangler pages deploy` never uploads
// `_headers`). This gives `lstatSync` the answer `statSync` gives, until wrangler does.
import fs from 'node:fs'

const lstatSync = fs.lstatSync
fs.lstatSync = function lstatSyncNotAFolder(file, options) {
  try {
    return lstatSync.call(this, file, options)
  } catch (error) {
    if (options?.throwIfNoEntry === false && error?.code === 'ENOTDIR') return undefined
    throw error
  }
}
