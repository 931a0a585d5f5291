import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { describeImageProblems, processImages } from './process'
import { readRecord, responsiveImage } from '../../lib/images/responsive-image'
import { FALLBACK_FORMATS, MAX_UPLOAD_BYTES, variantPaths, WIDTHS } from '../../lib/images/variants'
import { uploadProblem } from '../../content/entries/uploads'

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
  // Each test encodes real pictures, a 4000 px photo among them, in every width and format:
  // seconds of CPU that a busy machine stretches past Jest's default 5 s.
  jest.setTimeout(60_000)

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
      fallback: 'jpeg',
    })
    expect(readRecord(publicDir)).toEqual(record)
    for (const variant of variantPaths('/images/blog/Capa do Post.jpg', entry)) {
      const { format, width } = await sharp(path.join(publicDir, variant)).metadata()
      expect(variant).toMatch(new RegExp(`capa-do-post-${entry.hash}-${width}\\.(avif|webp|jpg)$`))
      const extension = { heif: 'avif', jpeg: 'jpg' }[format as string] ?? format
      expect(variant.endsWith(`.${extension}`)).toBe(true)
    }
  })

  it('makes the fallback a JPEG, or a PNG for a PNG or a transparent upload, at most as wide as the widest variant', async () => {
    const publicDir = site({
      '/images/blog/foto.jpg': await picture(4000, 3000).jpeg().toBuffer(),
      '/images/blog/opaca.webp': await picture(600, 400).webp().toBuffer(),
      '/images/blog/transparente.webp': await sharp({
        create: { width: 600, height: 400, channels: 4, background: '#2563eb80' },
      })
        .webp()
        .toBuffer(),
      '/images/cases/logo.png': await picture(400, 400).png({ palette: true }).toBuffer(),
    })

    const { record } = await processImages(publicDir)

    const fallback = async (src: string) => {
      const file = path.join(publicDir, responsiveImage(src, record).fallbackSrc)
      const { format, width, height, isPalette } = await sharp(file).metadata()
      return { format, width, height, isPalette, extension: path.extname(file) }
    }
    const largest = WIDTHS.at(-1)!
    expect(await fallback('/images/blog/foto.jpg')).toMatchObject({
      format: 'jpeg',
      width: largest,
      height: (largest * 3) / 4,
      extension: `.${FALLBACK_FORMATS.jpeg.extension}`,
    })
    expect(await fallback('/images/blog/opaca.webp')).toMatchObject({ format: 'jpeg', width: 600 })
    expect(await fallback('/images/blog/transparente.webp')).toMatchObject({
      format: 'png',
      extension: `.${FALLBACK_FORMATS.png.extension}`,
    })
    // A logo of a few colours stays a small palette PNG.
    expect(await fallback('/images/cases/logo.png')).toMatchObject({
      format: 'png',
      width: 400,
      isPalette: true,
    })
  })

  it('publishes nothing of an upload’s metadata: no EXIF (where it was taken), XMP, IPTC nor comment', async () => {
    const comment = 'Foto tirada na sala do cliente'
    const jpeg = await picture(2000, 1500)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Celular', Copyright: 'Fulano' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '19/1 55/1 0/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer()
    /** A JPEG segment: its marker, then its length and content. */
    const segment = (marker: number, content: Buffer) => {
      const head = Buffer.alloc(4)
      head.writeUInt16BE(marker, 0)
      head.writeUInt16BE(content.length + 2, 2)
      return Buffer.concat([head, content])
    }
    // IPTC as Photoshop writes it (APP13: a caption in an 8BIM block), and a comment (COM).
    const caption = Buffer.from([0x1c, 0x02, 0x78, 0, 4, ...Buffer.from('Sala'), 0])
    const iptc = Buffer.concat([
      Buffer.from('Photoshop 3.0\x008BIM\x04\x04\x00\x00', 'latin1'),
      Buffer.from([0, 0, 0, caption.length - 1]),
      caption,
    ])
    const upload = Buffer.concat([
      jpeg.subarray(0, 2),
      segment(0xffed, iptc),
      segment(0xfffe, Buffer.from(comment, 'latin1')),
      jpeg.subarray(2),
    ])
    const uploaded = await sharp(upload).metadata()
    expect(uploaded).toMatchObject({ exif: expect.any(Buffer), xmp: expect.any(Buffer) })
    expect(uploaded.iptc).toBeDefined()
    const png = await picture(300, 200)
      .png()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '19/1 55/1 0/1' } })
      .toBuffer()
    expect((await sharp(png).metadata()).exif).toBeDefined()
    const publicDir = site({ '/images/blog/celular.jpg': upload, '/images/cases/logo.png': png })

    const { record, problems } = await processImages(publicDir)

    expect(problems).toEqual([])
    const published = Object.entries(record).flatMap(([src, entry]) => variantPaths(src, entry))
    expect(published.map((file) => path.basename(file)).sort()).toEqual(
      [
        ...generated(publicDir),
        ...readdirSync(path.join(publicDir, 'images/generated/cases')),
      ].sort(),
    )
    for (const file of published) {
      const bytes = readFileSync(path.join(publicDir, file))
      const { exif, xmp, iptc, icc, comments } = await sharp(bytes).metadata()
      const commented = bytes.includes(comment)
      expect({ file, exif, xmp, iptc, icc, comments, commented }).toEqual({
        file,
        commented: false,
      })
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
      // Past the cap however it got in: a phone's photo committed by hand.
      '/images/cases/enorme.jpg': Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]),
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
      `  - public/images/cases/enorme.jpg: ${uploadProblem('enorme.jpg', jpeg.length + MAX_UPLOAD_BYTES)}`,
      '  - public/images/cases/iphone.jpg: o arquivo não é JPEG, PNG nem WebP (é HEIF); ' +
        'exporte-o como JPEG',
    ])
  })
})
