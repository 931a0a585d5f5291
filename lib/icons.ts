import sharp from 'sharp'

import { logoMark, logoMarkSvg } from './brand'

/**
 * The site's icons. Every one is drawn at build time from the brand's mark (`logoMark`):
 * the SVG icon modern browsers show and the raster ones below.
 */
export const siteIcons = {
  /** Legacy favicon with 16, 32 and 48 px pictures, which some browsers and crawlers ask for. */
  favicon: { url: '/favicon.ico', sizes: [16, 32, 48] },
  /** Home-screen icon of iPhones and iPads: square and opaque, iOS rounds the corners. */
  apple: { url: '/apple-touch-icon.png', size: 180 },
  /** The web app manifest's icons. */
  manifest: [
    { url: '/icon-192.png', size: 192 },
    { url: '/icon-512.png', size: 512 },
  ],
} as const

/** The mark as a `size`×`size` PNG; `background` fills its transparent rounded corners. */
export async function iconPng(size: number, background?: string): Promise<Buffer> {
  // Rasterised at the density that makes the mark's grid `size` pixels wide.
  const svg = Buffer.from(logoMarkSvg())
  const image = sharp(svg, { density: (72 * size) / logoMark.size }).resize(size, size)
  return (background ? image.flatten({ background }) : image).png().toBuffer()
}

/**
 * An .ico file whose pictures are PNGs, as the format allows since Windows Vista and every
 * current browser reads: a 6-byte header, one 16-byte entry per picture, then the pictures.
 */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const HEADER = 6
  const ENTRY = 16
  let offset = HEADER + ENTRY * images.length
  const file = new Uint8Array(offset + images.reduce((total, image) => total + image.png.length, 0))
  const view = new DataView(file.buffer)
  view.setUint16(2, 1, true) // type 1: icon
  view.setUint16(4, images.length, true)
  images.forEach((image, index) => {
    const entry = HEADER + ENTRY * index
    const side = image.size >= 256 ? 0 : image.size // 0 stands for 256 px
    view.setUint8(entry, side)
    view.setUint8(entry + 1, side)
    view.setUint16(entry + 4, 1, true) // colour planes
    view.setUint16(entry + 6, 32, true) // bits per pixel
    view.setUint32(entry + 8, image.png.length, true)
    view.setUint32(entry + 12, offset, true)
    file.set(image.png, offset)
    offset += image.png.length
  })
  return file
}

/** A build-time response carrying a generated picture. */
export function imageResponse(body: Uint8Array, contentType: string): Response {
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } })
}
