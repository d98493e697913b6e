// Vitest global setup of the 'desktop' project: build the app with electron-vite, as
// `npm run desktop:build` does, so the tests below read what would ship. CI builds it beside the
// web builds (.ci/test), before the Vitest stage: a build that is newer than every source is
// kept instead of made again in the stage's serial start.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// A plain Node script of the repository's own, no workspace's (the lint rule allows it).
import { buildOutdated } from '../../../scripts/newest-mtime.mjs';

/** Everything that ends up in the desktop build. */
const SOURCES = [
  'apps/desktop/src',
  'apps/desktop/package.json',
  'electron.vite.config.ts',
  'packages/ui/src',
  'packages/data/src',
  'packages/core/src',
];

export default function buildDesktop(): void {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const out = (path: string) => `${root}apps/desktop/out/${path}`;
  // Main is written first and the renderer last: a build that stopped halfway is made again.
  const built =
    existsSync(out('renderer/index.html')) &&
    !buildOutdated(
      out('main/index.js'),
      SOURCES.map((path) => root + path),
    );
  if (built) return;
  execFileSync('npx', ['electron-vite', 'build', '--config', 'electron.vite.config.ts'], {
    cwd: root,
    stdio: 'pipe',
  });
}
