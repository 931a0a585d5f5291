import { wellFormed } from './well-formed'

test('replaces each lone surrogate, and keeps emoji and accents whole', () => {
  expect(wellFormed('Olá \uD83D, tudo bem? \uDE80')).toBe('Olá \uFFFD, tudo bem? \uFFFD')
  expect(wellFormed('Ação 🚀 \uDE80\uD83D')).toBe('Ação 🚀 \uFFFD\uFFFD')
  expect(() => encodeURIComponent(wellFormed('\uD83D'))).not.toThrow()
  // The same as the standard method.
  const text = 'a\uD83Db\uD83D\uDE80c\uDE80'
  expect(wellFormed(text)).toBe(text.toWellFormed())
})
