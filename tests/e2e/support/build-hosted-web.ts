// The SPA built in hosted mode for the `hosted` e2e project:
// `tsx tests/e2e/support/build-hosted-web.ts <outDir>` (`npm run build:e2e-hosted-web` into
// .ci/.e2e-hosted-web). The project's address and anon key are placeholders that the e2e static
// host replaces with the run's (start-hosted-e2e.ts).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { HOSTED_PLACEHOLDERS, HOSTED_SUPPORT_EMAIL } from './hosted';

export function buildHostedWeb(outDir: string): void {
  execFileSync(
    'npx',
    // No source maps and no .br/.gz copies: the stand-in static host rewrites and sends each
    // file as it is, and nobody debugs this build (7 of its 15 CPU-seconds were compression).
    [
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
      '--sourcemap',
      'false',
    ],
    {
      cwd: join(import.meta.dirname, '../../../apps/web'),
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_SUPABASE_URL: HOSTED_PLACEHOLDERS.supabaseUrl,
        VITE_SUPABASE_ANON_KEY: HOSTED_PLACEHOLDERS.anonKey,
        VITE_PAYMENTS_ENABLED: 'true',
        VITE_SUPPORT_EMAIL: HOSTED_SUPPORT_EMAIL,
        WEB_BUILD_PRECOMPRESS: 'false',
        // The hosted specs test the functions and the host's rules, not the prerendered pages.
        WEB_BUILD_PRERENDER: 'false',
      },
    },
  );
}

if (process.argv[1] === import.meta.filename) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx tests/e2e/support/build-hosted-web.ts <outDir>');
  buildHostedWeb(join(process.cwd(), outDir));
}
