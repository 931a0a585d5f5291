import { isCurrentPath, normalizePath } from './paths'

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/sobre/', '/sobre'],
    ['/sobre', '/sobre'],
    ['/contato//', '/contato'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })
})

describe('isCurrentPath', () => {
  it('matches with or without the trailing slash', () => {
    expect(isCurrentPath('/servicos', '/servicos/')).toBe(true)
    expect(isCurrentPath('/', '/')).toBe(true)
  })

  it('does not treat the home page as the parent of every page', () => {
    expect(isCurrentPath('/', '/sobre/')).toBe(false)
    expect(isCurrentPath('/sobre', '/servicos/')).toBe(false)
  })
})
