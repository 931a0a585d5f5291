import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { IMAGES_FOLDER, RECORD_FILE, variantPaths } from '../../lib/images/variants'
import { responsiveImage } from '../../lib/images/responsive-image'
import { usedFiles } from '../link-checker.mjs'
import { removeUnused } from './unused-files.mjs'

const ORIGIN = 'https://site.test'

/** What the image step recorded: a published post's cover, a draft's, a removed logo's. */
const entry = { width: 1600, height: 900, widths: [480, 800, 1600], fallback: 'jpeg' }
const record = {
  '/images/blog/publicado.jpg': { ...entry, hash: 'aaaaaaaaaa' },
  '/images/blog/rascunho.jpg': { ...entry, hash: 'bbbbbbbbbb' },
  '/images/blog/amanha.jpg': { ...entry, hash: 'cccccccccc' },
  '/images/cases/logo-retirado.png': { ...entry, hash: 'dddddddddd', fallback: 'png' },
}
const filesOf = (src) => [src, ...variantPaths(src, record[src])].map((file) => file.slice(1))

/**
 * An export as `next build` leaves it: every upload and everything the image step made of
 * them, though one post alone is published, its cover in its page, its structured data
 * and the feed.
 */
function exportFolder() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'unused-files-'))
  const cover = responsiveImage('/images/blog/publicado.jpg', record)
  const picture =
    `<picture>${cover.sources.map(({ type, srcSet }) => `<source type="${type}" srcset="${srcSet}">`).join('')}` +
    `<img src="${cover.fallbackSrc}" alt="Capa"></picture>`
  const structuredData = JSON.stringify({
    '@type': 'BlogPosting',
    image: `${ORIGIN}${cover.fallbackSrc}`,
  })
  const head = (extra = '') =>
    `<link rel="canonical" href="${ORIGIN}/"><link rel="alternate" type="application/rss+xml" href="/blog/feed.xml">${extra}`
  const item = `&lt;img src="${ORIGIN}${cover.fallbackSrc}" alt="Capa"&gt;`
  const files = {
    'index.html': `<html><head>${head()}</head><body><a href="/blog/publicado/">Publicado</a><img src="/images/ilustracao.svg" alt=""></body></html>`,
    'blog/publicado/index.html': `<html><head>${head(`<script type="application/ld+json">${structuredData}</script>`)}</head><body>${picture}</body></html>`,
    'blog/feed.xml': `<rss><channel><item><link>${ORIGIN}/blog/publicado/</link><content:encoded>${item}</content:encoded></item></channel></rss>`,
    'images/ilustracao.svg': '<svg/>',
    // Sent through the editor's "Mídia" menu, which no field uses.
    'images/foto-do-celular.jpg': 'imagem',
    'og-image.png': 'imagem',
    [RECORD_FILE]: JSON.stringify(record),
    ...Object.fromEntries(
      Object.keys(record)
        .flatMap(filesOf)
        .map((file) => [file, 'imagem']),
    ),
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true })
    writeFileSync(path.join(outDir, file), content)
  }
  return outDir
}

const dirs = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('removeUnused', () => {
  it('keeps of the pictures only what a published page, its structured data or the feed uses', () => {
    const outDir = exportFolder()
    dirs.push(outDir)

    const { kept, removed } = removeUnused(outDir, [IMAGES_FOLDER], usedFiles(outDir, ORIGIN))

    // The published post's sizes and fallback; never its upload, which holds its metadata.
    const published = variantPaths(
      '/images/blog/publicado.jpg',
      record['/images/blog/publicado.jpg'],
    )
    expect(kept).toEqual(
      [...published.map((file) => file.slice(1)), 'images/ilustracao.svg'].sort(),
    )
    const gone = [
      'images/blog/publicado.jpg',
      'images/foto-do-celular.jpg',
      // A draft, a post dated tomorrow and a logo taken off its case: no page shows them.
      ...filesOf('/images/blog/rascunho.jpg'),
      ...filesOf('/images/blog/amanha.jpg'),
      ...filesOf('/images/cases/logo-retirado.png'),
      RECORD_FILE,
    ]
    expect(removed).toEqual(gone.sort())
    for (const file of gone) expect(existsSync(path.join(outDir, file))).toBe(false)
    // Outside the pictures' folder, the export's files stay, whoever uses them.
    expect(existsSync(path.join(outDir, 'og-image.png'))).toBe(true)
  })
})
