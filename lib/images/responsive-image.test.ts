import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ImageError, readRecord, requireAlt, responsiveImage } from './responsive-image'
import { FORMATS, type ImageRecord } from './variants'

const record: ImageRecord = {
  '/images/blog/capa.jpg': { width: 1600, height: 900, hash: 'c813eebac1', widths: [480, 1600] },
  '/images/blog/reunião.jpg': { width: 640, height: 480, hash: '0a1b2c3d4e', widths: [480, 640] },
}

describe('responsiveImage', () => {
  it('gives the size as shown and one srcset per format, best first', () => {
    expect(responsiveImage('/images/blog/capa.jpg', record)).toEqual({
      width: 1600,
      height: 900,
      sources: FORMATS.map(({ type, extension }) => ({
        type,
        srcSet:
          `/images/generated/blog/capa-c813eebac1-480.${extension} 480w, ` +
          `/images/generated/blog/capa-c813eebac1-1600.${extension} 1600w`,
      })),
      fallbackSrc: `/images/generated/blog/capa-c813eebac1-1600.${FORMATS.at(-1)!.extension}`,
    })
  })

  it('finds an upload by its address written with or without escapes', () => {
    const image = responsiveImage('/images/blog/reuni%C3%A3o.jpg', record)
    expect(image).toEqual(responsiveImage('/images/blog/reunião.jpg', record))
    expect(image.fallbackSrc).toMatch(/^\/images\/generated\/blog\/[\w-]+\.webp$/)
  })

  it('refuses an image that was not uploaded, naming it', () => {
    expect(() => responsiveImage('/images/blog/capa.png', record)).toThrow(
      new ImageError(
        'A imagem /images/blog/capa.png não está entre as enviadas ' +
          '(public/images/blog/ e public/images/cases/): ' +
          'envie-a pelo editor em /admin/ ou corrija o endereço.',
      ),
    )
  })

  it('says what to run when no image was processed', () => {
    const emptySite = mkdtempSync(path.join(tmpdir(), 'site-'))
    expect(() => readRecord(emptySite)).toThrow(/rode npm run build/)
  })
})

describe('requireAlt', () => {
  it('refuses an image without alternative text, naming it', () => {
    expect(() => requireAlt('/images/blog/capa.jpg', ' ')).toThrow(
      new ImageError(
        'A imagem /images/blog/capa.jpg está sem texto alternativo: descreva o que ela ' +
          'mostra, para quem não pode vê-la.',
      ),
    )
    expect(requireAlt('/images/blog/capa.jpg', 'Equipe na sala')).toBe('Equipe na sala')
  })
})
