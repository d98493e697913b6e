import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One config, four projects: pure unit tests (node), component tests (jsdom, inside the
// Mantine provider), the desktop build (electron-vite output) and integration tests (real
// Postgres: PGlite and PostgreSQL 15).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/{core,data,server}/src/**/*.test.ts',
            'apps/{server,desktop}/src/**/*.test.ts',
          ],
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
          // Each file starts its own database(s); two cores, so keep the fan-out small.
          maxWorkers: 2,
        },
      },
    ],
  },
});
