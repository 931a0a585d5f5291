import { readFileSync } from 'node:fs'
import path from 'node:path'

import { brandColors, logoMarkSvg } from './brand'

/** The `--color-*` tokens of the stylesheet's @theme block, by name. */
function cssColorTokens(): Map<string, string> {
  const css = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8')
  const tokens = new Map<string, string>()
  for (const [, name, value] of css.matchAll(/--color-([\w-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(name!, value!.trim().toLowerCase())
  }
  return tokens
}

describe('brandColors', () => {
  it('holds the same value as the stylesheet token of the same name', () => {
    const tokens = cssColorTokens()
    for (const [name, value] of Object.entries(brandColors)) {
      expect([name, tokens.get(name)]).toEqual([name, value])
    }
  })
})

describe('logoMarkSvg', () => {
  it('draws the mark as a standalone SVG file', () => {
    expect(logoMarkSvg()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
        '<rect width="32" height="32" rx="8" fill="#22d3ee"/>' +
        '<path d="M8 20a8 8 0 0 1 16 0Z" fill="#07111f"/>' +
        '<path d="M5 23.5h22" stroke="#07111f" stroke-width="2.5" stroke-linecap="round"/>' +
        '</svg>',
    )
  })
})
