import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The layers, top down: each may import those below it, never those above. Each folder's
 * README says the same in a line.
 */
const layers = [
  ['tools', 'Tools no build runs: benches, screenshots, the e2e stress run'],
  ['scripts', 'The build: its steps, and the modules only they use'],
  ['editor', 'The editor at /admin/, its bundling step and `npm run admin`'],
  ['app', 'Routes'],
  ['components', 'What pages draw'],
  ['content', 'What the site says, and the page registry'],
  ['lib', 'Logic that knows nothing of this site'],
]

/** For each layer, every layer above it: what it may not import. */
const zones = layers.slice(1).map(([target], index) => ({
  target: `./${target}`,
  from: [...layers.slice(0, index + 1).map(([above]) => `./${above}`), './e2e'],
  message: `${target}/ sits below this: the layers (eslint.config.mjs) point one way.`,
}))

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': 'error',
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-configured/**',
    // The editor that `npm run admin` writes: Decap's own bundle.
    '.admin/**',
    'build/**',
    'coverage/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
])
