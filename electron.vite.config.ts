// electron-vite builds the desktop app (apps/desktop): main, preload and renderer.
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

const desktop = resolve(import.meta.dirname, 'apps/desktop');

export default defineConfig({
  main: {
    build: {
      outDir: resolve(desktop, 'out/main'),
      rollupOptions: { input: { index: resolve(desktop, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(desktop, 'out/preload'),
      rollupOptions: { input: { index: resolve(desktop, 'src/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(desktop, 'src/renderer'),
    plugins: [react()],
    resolve: { alias: { '@/': `${resolve(import.meta.dirname, 'packages/ui/src')}/` } },
    build: {
      outDir: resolve(desktop, 'out/renderer'),
      rollupOptions: { input: { index: resolve(desktop, 'src/renderer/index.html') } },
    },
  },
});
