import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Five projects: pure unit tests (node), the data layer's tests (node, with module mocks),
// component tests (jsdom, inside the Mantine provider), the desktop build (electron-vite output)
// and integration tests (real Postgres: PGlite and PostgreSQL 15).
//
// Vitest's default is one worker fewer than the cores: a single worker on the two-core CI
// machine. Every project here runs as many workers as there are cores.
const WORKERS = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/{core,server}/src/**/*.test.ts',
            'apps/{server,desktop}/src/**/*.test.ts',
          ],
          // Pure functions and injected fakes, no module mocks: the files share their workers'
          // module cache instead of each loading its imports again (72 s -> 26 s here).
          pool: 'threads',
          isolate: false,
          // A limit for a hung test, not a speed check: a few tests do real work (the desktop
          // export renders and decodes 1000 px PNGs), which took 5.4 s on the busy machine
          // against Vitest's 5 s default.
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
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/ui/tests/setup.ts'],
          pool: 'threads',
          // A component test renders Mantine in jsdom: about 1 s alone, several times that on
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
