// electron-vite builds the desktop app (apps/desktop): main, preload and renderer. Main and
// preload bundle everything they import (the workspace packages are TypeScript sources, and a
// sandboxed preload cannot require anything but Electron's own modules). The preload is
// CommonJS: a sandboxed window cannot load an ES module preload.
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// A relative path on purpose: electron-vite bundles its config with only the relative imports and
// leaves every package import to Node, which cannot load the workspace's TypeScript sources.
// oxlint-disable-next-line qrlink/no-relative-packages -- see above
import { baselineContentSecurityPolicy } from './apps/desktop/src/main/security/content-security-policy';

const desktop = resolve(import.meta.dirname, 'apps/desktop');

/** The built index.html carries the Content-Security-Policy (Vite's dev server needs inline). */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'qrlink-desktop-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: baselineContentSecurityPolicy(),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(desktop, 'out/main'),
      externalizeDeps: false,
      rollupOptions: { input: { index: resolve(desktop, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(desktop, 'out/preload'),
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(desktop, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(desktop, 'src/renderer'),
    plugins: [react(), contentSecurityPolicyMeta()],
    resolve: { alias: { '@/': `${resolve(import.meta.dirname, 'packages/ui/src')}/` } },
    build: {
      outDir: resolve(desktop, 'out/renderer'),
      rollupOptions: { input: { index: resolve(desktop, 'src/renderer/index.html') } },
    },
  },
});
