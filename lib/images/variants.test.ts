import {
  FALLBACK_FORMATS,
  FORMATS,
  plannedWidths,
  variantPath,
  variantPaths,
  WIDTHS,
} from './variants'

describe('plannedWidths', () => {
  it('makes every standard width of a large photo, capped at the largest', () => {
    expect(plannedWidths(4000)).toEqual([...WIDTHS])
    expect(plannedWidths(1600)).toEqual([...WIDTHS])
  })

  it('never enlarges: a smaller image ends at its own width', () => {
    expect(plannedWidths(1000)).toEqual([480, 800, 1000])
    expect(plannedWidths(800)).toEqual([480, 800])
    expect(plannedWidths(300)).toEqual([300])
  })
})

describe('variant names', () => {
  it('are safe in a srcset, whatever the upload is called', () => {
    const named = (name: string) =>
      variantPath(`/images/blog/${name}`, 'h', 480, { extension: 'webp' })
    expect(named('Reunião de Equipe, 2026 (1).jpg')).toBe(
      '/images/generated/blog/reuniao-de-equipe-2026-1-h-480.webp',
    )
    expect(named('___.png')).toBe('/images/generated/blog/imagem-h-480.webp')
  })

  it('keep the upload’s folder and name, with its hash and width', () => {
    expect(
      variantPath('/images/cases/Sala Técnica.JPG', 'c813eebac1', 800, { extension: 'webp' }),
    ).toBe('/images/generated/cases/sala-tecnica-c813eebac1-800.webp')
  })

  it('name every width in every format, then the fallback at the largest', () => {
    expect(
      variantPaths('/images/blog/a.png', { hash: 'h', widths: [480, 600], fallback: 'png' }),
    ).toEqual([
      ...FORMATS.flatMap(({ extension }) => [
        `/images/generated/blog/a-h-480.${extension}`,
        `/images/generated/blog/a-h-600.${extension}`,
      ]),
      `/images/generated/blog/a-h-600.${FALLBACK_FORMATS.png.extension}`,
    ])
  })
})
