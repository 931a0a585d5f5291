import { cx, dayBefore, dayInBrasilia, formatLongDate, slugify } from './format'

test("a date's day is Brasília's: 1 a.m. in London is still the day before there", () => {
  expect(dayInBrasilia(new Date('2026-11-29T01:00:00Z'))).toBe('2026-11-28')
  expect(dayInBrasilia(new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-29')
})

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

test('the day before a day crosses months and years, and a leap day', () => {
  expect(dayBefore('2026-11-29')).toBe('2026-11-28')
  expect(dayBefore('2026-12-01')).toBe('2026-11-30')
  expect(dayBefore('2027-01-01')).toBe('2026-12-31')
  expect(dayBefore('2028-03-01')).toBe('2028-02-29')
})
