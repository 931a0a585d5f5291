import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Parser } from 'htmlparser2'
import { renderToStaticMarkup } from 'react-dom/server'

import { responsiveImage } from '@/lib/images/responsive-image'
import { RECORD_FILE, type ImageRecord } from '@/lib/images/variants'

import { ContentImage } from './content-image'

const record: ImageRecord = {
  '/images/blog/capa.jpg': {
    width: 1600,
    height: 900,
    hash: 'c813eebac1',
    widths: [480, 800, 1600],
    fallback: 'jpeg',
  },
}
const image = responsiveImage('/images/blog/capa.jpg', record)

// The component reads the record of the site it renders, from public/ under the working folder.
beforeAll(() => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'site-'))
  mkdirSync(path.dirname(path.join(siteDir, 'public', RECORD_FILE)), { recursive: true })
  writeFileSync(path.join(siteDir, 'public', RECORD_FILE), JSON.stringify(record))
  jest.spyOn(process, 'cwd').mockReturnValue(siteDir)
})

/** Each element of the markup, by tag name, with its attributes, in order. */
function elements(html: string) {
  const found: { name: string; attributes: Record<string, string> }[] = []
  new Parser({ onopentag: (name, attributes) => found.push({ name, attributes }) }).end(html)
  return found
}

const sizes = '(min-width: 1024px) 800px, 100vw'

describe('ContentImage', () => {
  it('offers each format at each width, and sets the size so nothing moves', () => {
    const markup = renderToStaticMarkup(
      <ContentImage
        src="/images/blog/capa.jpg"
        alt="Equipe na sala"
        sizes={sizes}
        className="rounded-lg"
      />,
    )

    expect(elements(markup)).toEqual([
      { name: 'picture', attributes: {} },
      ...image.sources.map(({ type, srcSet }) => ({
        name: 'source',
        attributes: { type, srcset: srcSet, sizes },
      })),
      {
        name: 'img',
        attributes: {
          src: image.fallbackSrc,
          width: '1600',
          height: '900',
          alt: 'Equipe na sala',
          class: 'rounded-lg',
          loading: 'lazy',
          decoding: 'async',
        },
      },
    ])
  })

  it('fetches the page’s main image first, without waiting for it to scroll into view', () => {
    const markup = renderToStaticMarkup(
      <ContentImage src="/images/blog/capa.jpg" alt="Equipe na sala" sizes={sizes} priority />,
    )
    const img = elements(markup).find(({ name }) => name === 'img')!

    expect(img.attributes).toMatchObject({ fetchpriority: 'high' })
    expect(img.attributes).not.toHaveProperty('loading')
    expect(img.attributes).not.toHaveProperty('decoding')
  })

  it('refuses an image without alternative text, or one that was not processed', () => {
    expect(() =>
      renderToStaticMarkup(<ContentImage src="/images/blog/capa.jpg" alt="" sizes={sizes} />),
    ).toThrow('A imagem /images/blog/capa.jpg está sem texto alternativo')
    expect(() =>
      renderToStaticMarkup(<ContentImage src="/images/blog/nova.jpg" alt="Nova" sizes={sizes} />),
    ).toThrow('A imagem /images/blog/nova.jpg não está entre as enviadas')
  })
})
