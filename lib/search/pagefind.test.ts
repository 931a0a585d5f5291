import { cameThroughRouter, searchableAttributes, toSearchResult } from './pagefind'

const found = {
  url: '/blog/backup-diario/',
  excerpt: 'Um <mark>backup</mark> por dia',
  meta: { title: 'Backup diário' },
  filters: { kind: ['post'] },
}

describe('searchableAttributes', () => {
  it('marks the element as the page’s searchable text, filed under its kind', () => {
    expect(searchableAttributes('case')).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'kind:case',
    })
  })
})

const kindNames = { post: 'Artigo', case: 'Case' }

describe('toSearchResult', () => {
  it('names the kind a page declared, and splits the excerpt at the matched words', () => {
    expect(toSearchResult(found, kindNames)).toEqual({
      url: '/blog/backup-diario/',
      title: 'Backup diário',
      kind: kindNames.post,
      excerpt: [
        { text: 'Um ', marked: false },
        { text: 'backup', marked: true },
        { text: ' por dia', marked: false },
      ],
    })
  })

  it('shows no kind for an unknown one, and the address for a page without a title', () => {
    const result = toSearchResult(
      { ...found, meta: {}, filters: { kind: ['toString'] } },
      kindNames,
    )
    expect(result.kind).toBeUndefined()
    expect(result.title).toBe(found.url)
    expect(toSearchResult({ ...found, filters: {} }, kindNames).kind).toBeUndefined()
  })
})

describe('cameThroughRouter', () => {
  it('tells a document loaded for another page from one loaded for this one', () => {
    const here = 'https://site.example/busca/?q=backup'
    expect(cameThroughRouter('https://site.example/blog/', here)).toBe(true)
    expect(cameThroughRouter('https://site.example/busca/?q=nuvem', here)).toBe(false)
    expect(cameThroughRouter(undefined, here)).toBe(false)
  })
})
