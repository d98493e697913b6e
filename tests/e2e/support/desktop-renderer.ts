// The desktop renderer (apps/desktop/out/renderer, built by `npm run desktop:build`) in
// Chromium, with the preload's bridge faked: served under /desktop/ on the e2e server's origin
// (main's own CORS completion is unit-tested), the bridge recording what the page asks of main.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { baseUrl } from './server';

const RENDERER = join(import.meta.dirname, '../../../apps/desktop/out/renderer');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export const desktopEntry = (): string => `${baseUrl()}/desktop/index.html`;

export async function serveDesktopRenderer(page: Page): Promise<void> {
  if (!existsSync(join(RENDERER, 'index.html'))) {
    throw new Error('The desktop renderer is not built: run `npm run desktop:build` first.');
  }
  await page.route(`${baseUrl()}/desktop/**`, async (route) => {
    const relative = new URL(route.request().url()).pathname.replace(/^\/desktop\//, '');
    const file = normalize(join(RENDERER, relative));
    if (!file.startsWith(RENDERER) || !existsSync(file)) return route.fulfill({ status: 404 });
    await route.fulfill({
      status: 200,
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
}

/**
 * window.qrlinkDesktop as the preload exposes it, faked: the backend choice is kept in
 * localStorage (it survives the reload that follows the choice), and exportQrCodes plays main's
 * part: one progress event per code, `msPerCode` apart, codes whose logo failed reported with
 * the reason, the job kept in window.__desktopJob for the spec to inspect.
 */
export async function fakeDesktopBridge(page: Page, msPerCode: number): Promise<void> {
  await page.addInitScript((delay: number) => {
    type Job = {
      codes: { logoId: string | null; targetUrl: string }[];
      logoFailures: { id: string; reason: string }[];
      includeSvg: boolean;
    };
    const listeners = new Set<(progress: unknown) => void>();
    let cancelled = false;
    const w = window as unknown as Record<string, unknown>;
    w.qrlinkDesktop = {
      platform: 'desktop',
      getBackend: async () => JSON.parse(localStorage.getItem('fake-backend') ?? 'null'),
      setBackend: async (choice: unknown) => {
        localStorage.setItem('fake-backend', JSON.stringify(choice));
        return choice;
      },
      saveFile: async (request: { fileName: string }) => ({
        status: 'saved',
        fileName: request.fileName,
      }),
      saveFilesToFolder: async () => ({ status: 'no-folder' }),
      cancelExport: async () => {
        cancelled = true;
      },
      onExportProgress: (listener: (progress: unknown) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      exportQrCodes: async (job: Job) => {
        w.__desktopJob = job;
        cancelled = false;
        const failures = new Map(job.logoFailures.map((f) => [f.id, f.reason]));
        const failed: { item: string; reason: string }[] = [];
        let written = 0;
        const started = performance.now();
        for (const [index, code] of job.codes.entries()) {
          if (cancelled) break;
          await new Promise((resolve) => setTimeout(resolve, delay));
          const reason = code.logoId ? failures.get(code.logoId) : undefined;
          if (reason) failed.push({ item: `qrcode_${index}_1000x1000.png`, reason });
          else written += job.includeSvg ? 2 : 1;
          const done = index + 1;
          const elapsedMs = performance.now() - started;
          for (const listener of listeners) {
            listener({
              done,
              total: job.codes.length,
              written,
              skipped: 0,
              failed: failed.length,
              elapsedMs,
              remainingMs: done < 3 ? null : (elapsedMs / done) * (job.codes.length - done),
            });
          }
        }
        return {
          status: cancelled ? 'cancelled' : 'completed',
          folderName: '/home/ana/Exportados',
          written,
          skipped: [],
          failed,
          indexFile: cancelled ? null : 'qrcodes_indice.csv',
          elapsedMs: performance.now() - started,
        };
      },
    };
  }, msPerCode);
}
