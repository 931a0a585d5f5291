import { searchMessages } from './search'

describe('the search’s words', () => {
  it('counts the results in pt-BR and quotes the search', () => {
    expect(searchMessages.found(1, 'backup')).toBe('1 resultado para “backup”')
    expect(searchMessages.found(3, 'backup')).toBe('3 resultados para “backup”')
    expect(searchMessages.none('xyz')).toBe('Nenhum resultado para “xyz”')
  })
})
