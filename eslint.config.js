// Flat ESLint config. The dependency direction of docs/architecture.md is a lint rule, not a
// convention: core <- data <- ui <- apps, and packages/server beside data (it may use core).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Build a no-restricted-imports rule that forbids the given package patterns. */
const forbid = (patterns, why) => [
  'error',
  { patterns: patterns.map((group) => ({ group: [group], message: why })) },
];

const UI_LAYER_PATTERNS = [
  {
    group: [
      '@qrlink/server',
      '@qrlink/web',
      '@qrlink/desktop',
      '@supabase/*',
      'electron',
      'pg',
      '@electric-sql/*',
    ],
    message: 'packages/ui calls packages/data, never supabase-js or the server directly.',
  },
];

const UI_FEATURES = readdirSync(new URL('./packages/ui/src/features/', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      '**/coverage/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.ci/.e2e-web/**',
      '.ci/.e2e-hosted-web/**',
      '.ci/.node-lts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // import-x follows relative imports of TypeScript files too (no-cycle, no-relative-packages).
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      // Workspace boundaries: code outside a workspace (tests/, scripts/, the other workspaces)
      // reaches its sources through the package (`@qrlink/server/db/database`, resolved by the
      // `exports` map of its package.json), never by a relative path into its folder.
      'import-x/no-relative-packages': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: [
      '**/*.tsx',
      'packages/ui/**/*.ts',
      'apps/web/**/*.ts',
      'apps/desktop/src/renderer/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Cycles: checked inside each package (relative imports).
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/core/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '@qrlink/data',
          '@qrlink/ui',
          '@qrlink/server',
          '@qrlink/web',
          '@qrlink/desktop',
          'react',
          'react-dom',
          '@supabase/*',
          '@mantine/*',
          'electron',
        ],
        'packages/core is pure domain logic: no React, no Supabase, no other workspace.',
      ),
    },
  },
  {
    files: ['packages/data/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '@qrlink/ui',
          '@qrlink/server',
          '@qrlink/web',
          '@qrlink/desktop',
          'react',
          'react-dom',
          '@mantine/*',
          'electron',
        ],
        'packages/data depends only on core and supabase-js.',
      ),
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: UI_LAYER_PATTERNS }] },
  },
  // Feature folders import neither each other nor the app shell: what two features share lives
  // in lib/ (or content/); routes/ composes features into screens.
  ...UI_FEATURES.map((feature) => ({
    files: [`packages/ui/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...UI_LAYER_PATTERNS,
            {
              group: ['@/features/*', `!@/features/${feature}`, '@/app/*', '@/routes/*'],
              message: `features/${feature} may import lib/, content/ and itself, never another feature, app/ or routes/.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/server/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '@qrlink/data',
          '@qrlink/ui',
          '@qrlink/web',
          '@qrlink/desktop',
          'react',
          'react-dom',
          '@mantine/*',
          'electron',
        ],
        'packages/server is the backend: it may use core, never the UI.',
      ),
    },
  },
);
