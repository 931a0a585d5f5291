import { COMPILE_HINT, withCompileHint } from './compile-hints.mjs'

test('puts the compile hint on the first line of a script, once', () => {
  const source = Buffer.from('(globalThis.TURBOPACK||[]).push([])\n')
  const hinted = withCompileHint(source)
  expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])\n')
  expect(hinted.startsWith(COMPILE_HINT)).toBe(true)
  expect(withCompileHint(Buffer.from(hinted))).toBe(hinted)
})
