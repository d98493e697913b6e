import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/support/longest-first-sequencer';
import { SHORT_LIVED_PGLITE_NODE_FLAGS } from './tests/support/short-lived-pglite';

// Seven projects: core's unit tests (node; its coverage run), the server's and apps' unit tests
// (node), the renderers' pixel checks (node), the data layer's
// tests (node, with module mocks), component tests (happy-dom, inside the Mantine provider), the
// desktop build (electron-vite output) and integration tests (real Postgres: PGlite and
// PostgreSQL 15).
//
// Vitest's default is one worker fewer than the cores: a single worker on the two-core CI
// machine. Every project here runs as many workers as there are cores.
const WORKERS = Math.max(2, availableParallelism());

// The renderers checked end to end, pixel by pixel (every design decoded at several sizes, the
// desktop export's PNGs): their own project, because V8's coverage counters slow these loops
// sixfold (17 s -> 103 s on Node 24), so the coverage run (the core project) leaves them out.
const RENDER_TESTS = [
  'packages/core/src/qr/design-render.test.ts',
  'apps/desktop/src/main/qr-export/run-qr-export.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    // The longest files start first, whatever their project (tests/support/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // `--coverage.enabled` (npm run test:unit, test:lts): core's line coverage by core's own tests
    // (the core project), threshold 95%. Only that run pays V8's coverage counters.
    coverage: {
      include: ['packages/core/src/**/*.ts'],
      thresholds: { lines: 95 },
      reporter: ['text-summary'],
      reportsDirectory: 'coverage/core',
    },
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['packages/core/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RENDER_TESTS],
          // Pure functions, no module mocks: the files share their workers' module cache
          // instead of each loading its imports again.
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts', 'apps/{server,desktop}/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RENDER_TESTS],
          // Pure functions and injected fakes, no module mocks: as core (72 s -> 26 s here).
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'render',
          environment: 'node',
          include: RENDER_TESTS,
          pool: 'threads',
          isolate: false,
          // A limit for a hung test, not a speed check: these do real work (the desktop export
          // renders and decodes 1000 px PNGs), which took 5.4 s on the busy machine against
          // Vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'data',
          environment: 'node',
          include: ['packages/data/src/**/*.test.ts'],
          // vi.mock replaces supabase-js per file: each file needs its own module cache.
          pool: 'threads',
        },
      },
      {
        // packages/ui imports its own modules as '@/...' (see its tsconfig).
        resolve: {
          alias: { '@/': fileURLToPath(new URL('./packages/ui/src/', import.meta.url)) },
        },
        test: {
          name: 'ui',
          // happy-dom rather than jsdom: the same 299 tests in 58 s instead of 65 (105 CPU-seconds
          // instead of 118) here, one run each on Node 24.
          environment: 'happy-dom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/ui/tests/setup.ts'],
          pool: 'threads',
          // The files share their workers (the setup file resets the project's own modules for
          // each file, so every file's vi.mock still applies): React, Mantine and the DOM's
          // dependencies load once per worker instead of once per file (177 s -> 79 s here).
          isolate: false,
          // A component test renders Mantine in happy-dom: about 1 s alone, several times that on
          // the shared two-core machine. Vitest's 5 s default failed CI runs that way.
          testTimeout: 20_000,
        },
      },
      {
        // The desktop app as electron-vite builds it (the build runs once, in globalSetup).
        test: {
          name: 'desktop',
          environment: 'node',
          include: ['apps/desktop/tests/**/*.test.ts'],
          globalSetup: ['apps/desktop/tests/build-desktop.ts'],
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          // Their PGlite databases live a few seconds (tests/support/short-lived-pglite.ts).
          execArgv: [...SHORT_LIVED_PGLITE_NODE_FLAGS],
          include: ['tests/integration/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own databases and servers, and closes them: the files can share
          // their workers' modules (the geo-IP database is then read once per worker, not once
          // per file: 230 s -> 150 s here).
          isolate: false,
        },
      },
    ],
  },
});
