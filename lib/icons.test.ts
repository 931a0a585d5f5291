import sharp from 'sharp'

import { icoFromPngs, iconPng, siteIcons } from './icons'

describe('iconPng', () => {
  it('draws the mark as a square PNG of the size asked for', async () => {
    const png = await iconPng(siteIcons.apple.size)
    const meta = await sharp(png).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 180, 180])
    expect(meta.hasAlpha).toBe(true)
  })

  it('fills the transparent corners when given a background', async () => {
    const png = await iconPng(48, '#22d3ee')
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(3)
    expect([...data.subarray(0, 3)]).toEqual([0x22, 0xd3, 0xee])
  })
})

describe('icoFromPngs', () => {
  it('writes the .ico header, one entry per picture and the pictures after them', () => {
    const small = new Uint8Array([1, 2, 3])
    const large = new Uint8Array([4, 5])
    const ico = icoFromPngs([
      { size: 16, png: small },
      { size: 256, png: large },
    ])
    const view = new DataView(ico.buffer)
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 2,
    ])
    // First entry: 16×16, 32 bits, 3 bytes at offset 6 + 2 × 16.
    expect([ico[6], ico[7], view.getUint16(12, true), view.getUint32(14, true)]).toEqual([
      16, 16, 32, 3,
    ])
    expect(view.getUint32(18, true)).toBe(38)
    // Second entry: 256 px is written as 0; its picture follows the first.
    expect([ico[22], ico[23], view.getUint32(34, true)]).toEqual([0, 0, 41])
    expect([...ico.subarray(38)]).toEqual([1, 2, 3, 4, 5])
  })
})
