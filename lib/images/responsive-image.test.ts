import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ImageError, readRecord, requireAlt, responsiveImage } from './responsive-image'
import { FALLBACK_FORMATS, FORMATS, type ImageRecord } from './variants'

const record: ImageRecord = {
  '/images/blog/capa.jpg': {
    width: 1600,
    height: 900,
    hash: 'c813eebac1',
    widths: [480, 1600],
    fallback: 'jpeg',
  },
  '/images/blog/reunião.jpg': {
    width: 640,
    height: 480,
    hash: '0a1b2c3d4e',
    widths: [480, 640],
    fallback: 'jpeg',
  },
  '/images/cases/celular.png': {
    width: 4000,
    height: 2999,
    hash: '9f8e7d6c5b',
    widths: [480, 800, 1200, 1600],
    fallback: 'png',
  },
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
      fallbackSrc: `/images/generated/blog/capa-c813eebac1-1600.${FALLBACK_FORMATS.jpeg.extension}`,
    })
  })

  it('gives the fallback’s own size, which is never wider than the largest variant', () => {
    expect(responsiveImage('/images/cases/celular.png', record)).toMatchObject({
      width: 1600,
      height: 1200,
      fallbackSrc: `/images/generated/cases/celular-9f8e7d6c5b-1600.${FALLBACK_FORMATS.png.extension}`,
    })
  })

  it('finds an upload by its address written with or without escapes', () => {
    const image = responsiveImage('/images/blog/reuni%C3%A3o.jpg', record)
    expect(image).toEqual(responsiveImage('/images/blog/reunião.jpg', record))
    expect(image.fallbackSrc).toBe('/images/generated/blog/reuniao-0a1b2c3d4e-640.jpg')
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
