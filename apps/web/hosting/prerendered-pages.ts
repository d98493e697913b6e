/**
 * The pages the build renders to HTML (build/prerender-pages.ts): the public pages a visitor's
 * phone opens first. Each is written to the build's `prerendered/` folder under its own path
 * (`/` as index.html, `/pricing` as pricing.html); the self-hosted server and Netlify's rules
 * (static-host-rules.ts) answer the path with that file, and every other path with the build's
 * index.html, the empty shell the app draws into.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/pricing',
  '/tools/qr-code-generator',
  '/tools/whatsapp-link-generator',
  '/tools/vcard-generator',
] as const;

/** The folder of the build that holds them. */
export const PRERENDERED_DIR = 'prerendered';

/** Where the build keeps a prerendered path's HTML, relative to the build's folder. */
export function prerenderedFile(path: string): string {
  return `${PRERENDERED_DIR}/${path === '/' ? 'index' : path.slice(1)}.html`;
}
