import { browseLinks, searchMessages } from './search'

describe('the search’s words', () => {
  it('counts the results in pt-BR and quotes the search', () => {
    expect(searchMessages.found(1, 'backup')).toBe('1 resultado para “backup”')
    expect(searchMessages.found(3, 'backup')).toBe('3 resultados para “backup”')
    expect(searchMessages.none('xyz')).toBe('Nenhum resultado para “xyz”')
  })

  it('links only to the lists the page registry has', () => {
    const labels = { articles: 'Ver todos os artigos', cases: 'Ver todos os cases' }
    expect(browseLinks(labels, ['/', '/blog/', '/cases/'])).toEqual([
      { label: labels.articles, href: '/blog/' },
      { label: labels.cases, href: '/cases/' },
    ])
    expect(browseLinks(labels, ['/', '/blog/'])).toEqual([
      { label: labels.articles, href: '/blog/' },
    ])
    expect(browseLinks(labels, ['/'])).toEqual([])
  })
})
