import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './build/prerender-pages.ts';
import { staticHostRules } from './hosting/static-host-rules.ts';

// The public pages rendered to HTML at build (build/prerender-pages.ts). About 7 CPU-seconds;
// WEB_BUILD_PRERENDER=false skips it for the hosted end-to-end build, whose pages the app draws
// (the self-hosted e2e build keeps them, and tests/e2e/prerendered-pages.spec.ts checks them).
const PRERENDER = process.env.WEB_BUILD_PRERENDER !== 'false';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // A hosted build (VITE_SUPABASE_URL) also carries its static host's rewrites.
    staticHostRules(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_SUPABASE_URL, PRERENDER),
    // The public pages a phone opens first, as HTML the app hydrates (before compression below).
    PRERENDER && prerenderPages(fileURLToPath(import.meta.url)),
    // Every text file of the build also as .br and .gz, made once here: the server sends the one
    // the browser accepts (phones on slow networks get 3-4x fewer bytes, with no work per request).
    // Half the build's CPU: WEB_BUILD_PRECOMPRESS=false skips it for the hosted end-to-end
    // build (tests/e2e/support/build-hosted-web.ts), whose static host never sends those files.
    // The self-hosted one (`npm run build:e2e-web`) keeps them: tests/e2e/lighthouse.spec.ts
    // checks that every text answer is compressed. Without them the server sends the plain file
    // (register-static-routes.test.ts covers both).
    process.env.WEB_BUILD_PRECOMPRESS !== 'false' &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
  ],
  // packages/ui imports its own modules as '@/lib/...', '@/features/...' (see its tsconfig).
  resolve: { alias: { '@/': fileURLToPath(new URL('../../packages/ui/src/', import.meta.url)) } },
  // `manifest` lets scripts/report-bundle.ts measure what the landing page loads.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: {
    // During `vite` development the self-hosted server (npm start) answers the API.
    proxy: Object.fromEntries(
      ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/app-config.json'].map((path) => [
        path,
        { target: process.env.QRLINK_API ?? 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
}));
