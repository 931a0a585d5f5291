import { dayInBrasilia } from '@/lib/format'

import { isPublished, isScheduled, publicationDay } from './schedule'

describe('the day an entry goes live', () => {
  it('is its own: dated tomorrow, it waits; dated today or before, it is published', () => {
    expect(isScheduled({ published: '2026-11-29' }, '2026-11-28')).toBe(true)
    expect(isScheduled({ published: '2026-11-28' }, '2026-11-28')).toBe(false)
    expect(isPublished({ published: '2026-11-29' }, '2026-11-28')).toBe(false)
    expect(isPublished({ published: '2026-11-28' }, '2026-11-28')).toBe(true)
    expect(isPublished({ published: '2026-11-27' }, '2026-11-28')).toBe(true)
  })

  it('never comes for a draft', () => {
    expect(isPublished({ published: '2026-11-01', draft: true }, '2026-11-28')).toBe(false)
  })

  it("is the build's, from SITE_TODAY, which must be a day written 2026-11-29", () => {
    const saved = process.env.SITE_TODAY
    process.env.SITE_TODAY = '2026-11-29'
    try {
      expect(publicationDay()).toBe('2026-11-29')
    } finally {
      if (saved === undefined) delete process.env.SITE_TODAY
      else process.env.SITE_TODAY = saved
    }
    expect(publicationDay(undefined)).toBe(dayInBrasilia(new Date()))
    expect(() => publicationDay('29/11/2026')).toThrow(
      'SITE_TODAY must be a day written 2026-11-29',
    )
  })
})
