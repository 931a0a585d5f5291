import { cx, formatLongDate, slugify } from './format'

describe('formatLongDate', () => {
  it('writes the date in pt-BR long form', () => {
    expect(formatLongDate(new Date('2026-11-22T12:00:00Z'))).toBe('22 de novembro de 2026')
  })

  it('uses Brasília time, so a late UTC evening is still the same Brazilian day', () => {
    expect(formatLongDate(new Date('2026-03-01T02:30:00Z'))).toBe('28 de fevereiro de 2026')
  })
})

describe('cx', () => {
  it('joins truthy class names only', () => {
    expect(cx('a', false, undefined, 'b', null, '')).toBe('a b')
  })
})

describe('slugify', () => {
  it('keeps letters and digits, lower case, joined by single hyphens', () => {
    expect(slugify('  LGPD: o que a lei pede (art. 46)!  ')).toBe('lgpd-o-que-a-lei-pede-art-46')
  })
})
