import { pageViewsFile, pageViewsModules, sharedRouteViewsFile } from './page-views.mjs'

const kinds = [
  { name: 'home', view: 'own-route' },
  { name: 'about', view: 'shared-route' },
  { name: 'about', view: 'shared-route' },
  { name: 'blog' },
  { name: 'case-studies', view: 'shared-route' },
]
const files = [
  'components/home/home-view.tsx',
  'components/about/about-view.tsx',
  'components/cases/case-studies-view.tsx',
]

describe('pageViewsModules', () => {
  it('gives the shared route the views of its kinds alone, and the editor every view', () => {
    const modules = pageViewsModules(kinds, files)
    const shared = modules[sharedRouteViewsFile]
    expect(shared).toContain("import { view as about } from '@/components/about/about-view'")
    expect(shared).toContain(
      "import { view as caseStudies } from '@/components/cases/case-studies-view'",
    )
    expect(shared).toMatch(/= \{\n {2}about,\n {2}'case-studies': caseStudies,\n\}/)
    expect(shared).not.toContain('home')
    const all = modules[pageViewsFile]
    expect(all).toContain("import { view as home } from '@/components/home/home-view'")
    expect(all).toMatch(/= \{\n {2}home,\n {2}\.\.\.sharedRouteViews,\n\}/)
    expect(all).not.toContain('blog')
  })

  it('stops at a kind drawn by a view that is not there, or by two', () => {
    expect(() => pageViewsModules([{ name: 'partners', view: 'shared-route' }], files)).toThrow(
      'write components/<area>/partners-view.tsx',
    )
    expect(() => pageViewsModules(kinds, [...files, 'components/layout/about-view.tsx'])).toThrow(
      'The kind about has more than one view',
    )
  })
})
