import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

import { root, siteModuleRule, zones } from './scripts/lib/layers.mjs'

/** The local rules: the paths the build loads by name obey the layers too. */
const layersPlugin = { rules: { 'site-module': siteModuleRule } }

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    plugins: { layers: layersPlugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The folders' layers (scripts/lib/layers.mjs), from the repository's root wherever
      // ESLint runs. Import circles, type imports included, which import/no-cycle skips, are
      // refused by a unit test (scripts/lib/import-graph.test.mjs).
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      'layers/site-module': 'error',
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
