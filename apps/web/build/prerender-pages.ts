/**
 * Renders the pages of hosting/prerendered-pages.ts into copies of the built index.html, so they
 * show before any script runs (the app then hydrates them: src/main.tsx). The app's own modules
 * are loaded through Vite's SSR loader, with this build's config, and rendered by
 * packages/ui/src/app/prerender/prerender-page.tsx.
 */
import { createServer, type Plugin } from 'vite';
import { PRERENDERED_PATHS, prerenderedFile } from '../hosting/prerendered-pages.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderModule {
  prerenderPage(path: string): Promise<string>;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with `body` inside its root element (inert until hydrated), drawn in the light
 * scheme the HTML assumes, and its app started once the page has painted
 * (public/start-after-first-paint.js) rather than fetched beside the CSS.
 */
function pageHtml(indexHtml: string, body: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const preload = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = `\n    <script defer src="/start-after-first-paint.js" data-app="${entry}" data-preload="${preload.join(' ')}"></script>`;
  return (
    indexHtml
      .replace(MODULE_PRELOAD, '')
      .replace(ENTRY_SCRIPT, start)
      .replace('<html lang="pt-BR">', '<html lang="pt-BR" data-mantine-color-scheme="light">')
      // Inert until the app has hydrated it (src/main.tsx): a click or a keystroke before then
      // would reach nothing (or submit a form to nowhere), and is held back instead.
      .replace(ROOT_ELEMENT, `<div id="root" inert>${body}</div>`)
  );
}

export function prerenderPages(configFile: string): Plugin {
  return {
    name: 'qrlink-prerender-pages',
    apply: 'build',
    // After Vite has put index.html in the bundle, before the compression of every file.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const server = await createServer({
        configFile,
        server: { middlewareMode: true, hmr: false, ws: false, preTransformRequests: false },
        // Only the server's loader is used: no scan and pre-bundling of the browser's imports.
        optimizeDeps: { noDiscovery: true, include: [] },
        appType: 'custom',
        logLevel: 'warn',
      });
      try {
        const { prerenderPage } = (await server.ssrLoadModule(
          '@/app/prerender/prerender-page.tsx',
        )) as PrerenderModule;
        for (const path of PRERENDERED_PATHS) {
          this.emitFile({
            type: 'asset',
            fileName: prerenderedFile(path),
            source: pageHtml(String(index.source), await prerenderPage(path)),
          });
        }
      } finally {
        await server.close();
      }
    },
  };
}
