import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The layers, top down: each may import those below it, never those above. Each folder's
 * README says the same in a line.
 */
const layers = ['tools', 'scripts', 'editor', 'app', 'components', 'content', 'lib']

/** For each layer, every layer above it (and the tests): what it may not import. */
const zones = layers.slice(1).flatMap((target, index) =>
  [...layers.slice(0, index + 1), 'e2e'].map((above) => ({
    target: `./${target}`,
    from: `./${above}`,
    message: `${above}/ is above ${target}/: the layers (eslint.config.mjs) point one way.`,
  })),
)

/**
 * The Worker (worker/), an edge of its own beside the layers: it may import `content/` and
 * `lib/` alone, and only the e2e suite imports it.
 */
const workerZones = [
  {
    target: './worker',
    from: ['./tools', './scripts', './editor', './app', './components', './e2e'],
    message: 'worker/ may import content/ and lib/ alone (worker/README.md).',
  },
  {
    target: layers.map((layer) => `./${layer}`),
    from: './worker',
    message: 'Only the e2e suite imports worker/ (worker/README.md).',
  },
]

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: [...zones, ...workerZones] }],
    },
  },
  {
    // No import circle in what the site is made of (the layers keep the folders apart).
    files: ['{app,components,content,lib,editor,worker}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
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
    'out-scheduled/**',
    'out-worker/**',
    // What wrangler writes while it runs the Worker: its bundles, its local state.
    '.wrangler/**',
    'worker/worker-configuration.d.ts',
    // The editor that `npm run admin` writes: Decap's own bundle.
    '.admin/**',
    'build/**',
    'coverage/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
])
