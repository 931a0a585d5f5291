/**
 * The brand's colours outside the stylesheet: the browser's theme colour, the manifest,
 * the mark and the link-preview picture. Each is the value of the `--color-*` token of the
 * same name in the site's stylesheet; a unit test keeps the two in step.
 */
export const brandColors = {
  /** The navy of the header and the browser's theme colour. */
  'ink-950': '#07111f',
  'ink-900': '#0d1b33',
  /** The mark's tile. */
  'accent-400': '#22d3ee',
  'accent-700': '#0e7490',
  'accent-200': '#a5f3fc',
} as const

/** What draws the mark: an SVG element and its attributes, named as React names them. */
type MarkShape = {
  tag: 'rect' | 'path'
  attributes: Record<string, string | number>
}

/**
 * The company mark, a sunrise over the horizon line on a rounded cyan tile, on a 32 × 32
 * grid. The header's logo, the link-preview picture and every icon are drawn from it.
 */
export const logoMark = {
  size: 32,
  shapes: [
    { tag: 'rect', attributes: { width: 32, height: 32, rx: 8, fill: brandColors['accent-400'] } },
    { tag: 'path', attributes: { d: 'M8 20a8 8 0 0 1 16 0Z', fill: brandColors['ink-950'] } },
    {
      tag: 'path',
      attributes: {
        d: 'M5 23.5h22',
        stroke: brandColors['ink-950'],
        strokeWidth: 2.5,
        strokeLinecap: 'round',
      },
    },
  ] satisfies MarkShape[],
} as const

/** `strokeWidth` → `stroke-width`. */
const svgName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The mark as a standalone SVG file: app/icon.svg, and the source of the raster icons. */
export function logoMarkSvg(): string {
  const shapes = logoMark.shapes.map(({ tag, attributes }) => {
    const pairs = Object.entries(attributes).map(([name, value]) => `${svgName(name)}="${value}"`)
    return `<${tag} ${pairs.join(' ')}/>`
  })
  const { size } = logoMark
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${shapes.join('')}</svg>`
}
