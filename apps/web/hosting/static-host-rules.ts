/**
 * A hosted deployment's static host (docs/deploy-supabase.md, "3. The SPA"): a printed code's
 * /qr/{id} and a short link's /s/{code} must reach the `redirect` Edge Function, whose 302 takes
 * the visitor on without loading the SPA, and a page's /p/{slug} the `page` function's HTML,
 * while every other path is the SPA's. The function
 * sends a scan the rules stop back to `/qr/{id}?motivo=...`, which must stay the SPA's page, so
 * the rules leave addresses carrying `motivo` alone.
 *
 * The hosted build (VITE_SUPABASE_URL set) writes Netlify's `_redirects` into dist from the
 * project's address, so nothing is edited by hand there; vercel.json and
 * cloudflare-pages/functions/_middleware.js here say the same for those hosts.
 */
import type { Plugin } from 'vite';
import { PRERENDERED_PATHS, prerenderedFile } from './prerendered-pages.ts';

const SCAN_PREFIXES = ['qr', 's'] as const;

/**
 * Netlify's `_redirects`: the first rule that matches a request applies. `prerendered`: the build
 * holds the prerendered pages (WEB_BUILD_PRERENDER, apps/web/vite.config.ts).
 */
export function netlifyRedirects(supabaseUrl: string, prerendered = true): string {
  const project = supabaseUrl.replace(/\/+$/, '');
  const functions = `${project}/functions/v1/redirect`;
  return [
    "# The SPA's own page for a scan the redirect function refused (it says why).",
    ...SCAN_PREFIXES.map((prefix) => `/${prefix}/*  motivo=:motivo  /index.html  200`),
    '# Scans and clicks: the 302 of the redirect function (proxied, so the address stays ours).',
    ...SCAN_PREFIXES.map((prefix) => `/${prefix}/*  ${functions}/${prefix}/:splat  200`),
    "# Pages (/p/{slug}): the page function's HTML.",
    `/p/*  ${project}/functions/v1/page/:splat  200`,
    ...(prerendered
      ? [
          "# The public pages the build prerendered; `/` forced past index.html, the app's shell.",
          ...PRERENDERED_PATHS.map(
            (path) => `${path}  /${prerenderedFile(path)}  ${path === '/' ? '200!' : '200'}`,
          ),
        ]
      : []),
    '# Everything else is the SPA, whose router decides.',
    '/*  /index.html  200',
    '',
  ].join('\n');
}

/** Adds `_redirects` to a hosted build's output. */
export function staticHostRules(supabaseUrl: string | undefined, prerendered: boolean): Plugin {
  return {
    name: 'qrlink-static-host-rules',
    apply: 'build',
    generateBundle() {
      if (!supabaseUrl) return;
      this.emitFile({
        type: 'asset',
        fileName: '_redirects',
        source: netlifyRedirects(supabaseUrl, prerendered),
      });
    },
  };
}
