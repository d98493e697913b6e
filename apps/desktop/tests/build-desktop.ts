// Vitest global setup of the 'desktop' project: build the app with electron-vite, as CI and
// `npm run desktop:build` do, so the tests below read what would ship.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function buildDesktop(): void {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  execFileSync('npx', ['electron-vite', 'build', '--config', 'electron.vite.config.ts'], {
    cwd: root,
    stdio: 'pipe',
  });
}
