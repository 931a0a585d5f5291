import { listPageHref, pageNumbers } from './pagination'

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('shows the ends, the current page and its neighbours of a long list, gaps between', () => {
    expect(pageNumbers(1, 112)).toEqual([1, 2, null, 112])
    expect(pageNumbers(50, 112)).toEqual([1, null, 49, 50, 51, null, 112])
    expect(pageNumbers(112, 112)).toEqual([1, null, 111, 112])
  })

  it('shows a number instead of a gap of one', () => {
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10])
  })
})

describe('listPageHref', () => {
  it('links the first page at the list itself and the others under its pagina/', () => {
    expect(listPageHref('/blog/', 1)).toBe('/blog')
    expect(listPageHref('/blog/', 3)).toBe('/blog/pagina/3')
    expect(listPageHref('/blog/categoria/backup/', 2)).toBe('/blog/categoria/backup/pagina/2')
  })
})
