import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One config, three projects: pure unit tests (node), component tests (jsdom, inside the
// Mantine provider) and integration tests (real Postgres: PGlite and PostgreSQL 15).
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
