import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Unit tests sit beside the files they test. e2e/'s specs belong to Playwright; its
  // `.test.ts` files check the specs' sources.
  roots: [
    '<rootDir>/lib',
    '<rootDir>/content',
    '<rootDir>/components',
    '<rootDir>/editor',
    '<rootDir>/scripts',
    '<rootDir>/tools',
    '<rootDir>/e2e',
  ],
  testPathIgnorePatterns: ['\\.spec\\.ts$'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
}

/**
 * Next's configuration compiles TypeScript and JavaScript to CommonJS. The Markdown
 * libraries (unified, remark) ship only ES modules, which Jest loads natively on Node 24
 * with VM modules (`npm run test:unit` turns them on); the scripts' own `.mjs` modules
 * load natively too, as Node runs them.
 */
export default async function jestConfig() {
  const next = await createJestConfig(config)()
  const transform = Object.fromEntries(
    Object.entries(next.transform).map(([pattern, transformer]) => [
      pattern.replace('|mjs', ''),
      transformer,
    ]),
  )
  return { ...next, transform }
}
