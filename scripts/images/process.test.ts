import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { describeImageProblems, processImages } from './process'
import { readRecord } from '../../lib/images/responsive-image'
import { variantPaths } from '../../lib/images/variants'

/** A public/ folder with the given uploads in it. */
function site(uploads: Record<string, Buffer | string>) {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'))
  for (const [address, bytes] of Object.entries(uploads)) {
    mkdirSync(path.dirname(path.join(publicDir, address)), { recursive: true })
    writeFileSync(path.join(publicDir, address), bytes)
  }
  return publicDir
}

const picture = (width: number, height: number, background = '#2563eb') =>
  sharp({ create: { width, height, channels: 3, background } })

const generated = (publicDir: string) =>
  readdirSync(path.join(publicDir, 'images/generated/blog')).sort()

describe('processImages', () => {
  it('makes each width in each format, never wider than the upload, and records them', async () => {
    const cover = await picture(1000, 600).jpeg().toBuffer()
    const publicDir = site({ '/images/blog/Capa do Post.jpg': cover })

    const { record, made, problems } = await processImages(publicDir)

    expect(problems).toEqual([])
    expect(made).toBe(1)
    const entry = record['/images/blog/Capa do Post.jpg']!
    expect(entry).toEqual({
      width: 1000,
      height: 600,
      hash: expect.any(String),
      widths: [480, 800, 1000],
    })
    expect(readRecord(publicDir)).toEqual(record)
    for (const variant of variantPaths('/images/blog/Capa do Post.jpg', entry)) {
      const { format, width } = await sharp(path.join(publicDir, variant)).metadata()
      expect(variant).toMatch(new RegExp(`capa-do-post-${entry.hash}-${width}\\.(avif|webp)$`))
      expect(variant.endsWith(format === 'heif' ? '.avif' : `.${format}`)).toBe(true)
    }
  })

  it('records a phone photo upright, as browsers show it', async () => {
    const sideways = await picture(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const publicDir = site({ '/images/cases/celular.jpg': sideways })

    const { record } = await processImages(publicDir)

    expect(record['/images/cases/celular.jpg']).toMatchObject({ width: 400, height: 600 })
  })

  it('encodes nothing again until an upload changes, then drops the old variants', async () => {
    const publicDir = site({
      '/images/blog/a.png': await picture(500, 300).png().toBuffer(),
      '/images/blog/b.webp': await picture(500, 300).webp().toBuffer(),
    })
    const first = await processImages(publicDir)
    const files = generated(publicDir)

    expect(await processImages(publicDir)).toMatchObject({ made: 0, kept: 2 })
    expect(generated(publicDir)).toEqual(files)

    writeFileSync(
      path.join(publicDir, 'images/blog/a.png'),
      await picture(500, 300, '#f59e0b').png().toBuffer(),
    )
    const second = await processImages(publicDir)

    expect(second).toMatchObject({ made: 1, kept: 1 })
    expect(second.record['/images/blog/a.png']!.hash).not.toBe(
      first.record['/images/blog/a.png']!.hash,
    )
    expect(generated(publicDir)).toEqual(
      [
        ...variantPaths('/images/blog/a.png', second.record['/images/blog/a.png']!),
        ...variantPaths('/images/blog/b.webp', second.record['/images/blog/b.webp']!),
      ]
        .map((variant) => path.basename(variant))
        .sort(),
    )
  })

  it('encodes again an upload whose variants were deleted', async () => {
    const publicDir = site({ '/images/blog/a.jpg': await picture(500, 300).jpeg().toBuffer() })
    const { record } = await processImages(publicDir)
    const variant = path.join(
      publicDir,
      variantPaths('/images/blog/a.jpg', record['/images/blog/a.jpg']!)[0]!,
    )
    rmSync(variant)

    expect(await processImages(publicDir)).toMatchObject({ made: 1 })
    expect(existsSync(variant)).toBe(true)
  })

  it('names every upload it cannot use, in Portuguese, and processes the rest', async () => {
    const jpeg = await picture(500, 300).jpeg().toBuffer()
    const publicDir = site({
      '/images/blog/animacao.gif': await picture(50, 50).gif().toBuffer(),
      '/images/blog/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '/images/blog/cortada.jpg': jpeg.subarray(0, jpeg.length / 2),
      '/images/blog/texto.png': 'não é uma imagem',
      '/images/cases/iphone.jpg': await picture(50, 50).heif({ compression: 'av1' }).toBuffer(),
      '/images/cases/certa.jpg': jpeg,
    })

    const { record, problems } = await processImages(publicDir)

    expect(Object.keys(record)).toEqual(['/images/cases/certa.jpg'])
    expect(describeImageProblems(problems).split('\n')).toEqual([
      'Imagem com erro; corrija e publique de novo (envie outra em /admin/ ou troque o arquivo):',
      '  - public/images/blog/animacao.gif: formato não aceito (.gif); envie JPEG, PNG ou WebP',
      // What the image library says after it is its own, in English, and may change with it.
      expect.stringMatching(
        /^ {2}- public\/images\/blog\/cortada\.jpg: não foi possível ler a imagem, que parece corrompida; salve-a de novo como JPEG e envie essa cópia \(.+\)$/,
      ),
      '  - public/images/blog/logo.svg: formato não aceito (.svg); envie JPEG, PNG ou WebP',
      expect.stringMatching(
        /^ {2}- public\/images\/blog\/texto\.png: não foi possível ler a imagem, que parece corrompida; salve-a de novo como JPEG e envie essa cópia \(.+\)$/,
      ),
      '  - public/images/cases/iphone.jpg: o arquivo não é JPEG, PNG nem WebP (é HEIF); ' +
        'exporte-o como JPEG',
    ])
  })
})
