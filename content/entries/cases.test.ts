import { publishedCases } from './cases'
import type { CaseStudy } from './cases'

describe('the published cases', () => {
  const entry = (slug: string, published: string, draft?: boolean) =>
    ({ slug, published, draft }) as CaseStudy
  const slugs = (list: readonly CaseStudy[]) => list.map(({ slug }) => slug)

  it('are newest first, with no draft among them', () => {
    const shown = publishedCases(
      [
        entry('velho', '2026-01-01'),
        entry('rascunho', '2026-06-02', true),
        entry('novo', '2026-06-01', false),
      ],
      '2026-11-28',
    )
    expect(slugs(shown)).toEqual(['novo', 'velho'])
  })

  it('leave out a case dated tomorrow until the build made on its day', () => {
    const entries = [entry('hoje', '2026-11-28'), entry('amanha', '2026-11-29')]
    expect(slugs(publishedCases(entries, '2026-11-28'))).toEqual(['hoje'])
    expect(slugs(publishedCases(entries, '2026-11-29'))).toEqual(['amanha', 'hoje'])
  })
})
