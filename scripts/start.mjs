// `npm start` / `npm run demo`: build the web app when it is missing or older than its
// sources, bundle the self-hosted server (apps/server/src/main.ts) when its bundle is out of
// date (scripts/server-bundle.mjs, under a second), then run it in this same process, so
// SIGTERM/SIGINT reach the server's own graceful shutdown.
//   SKIP_WEB_BUILD=1  never build the web app (serve whatever apps/web/dist holds, or the API
//                     alone). The server bundle is always brought up to date.
import './server-memory-settings.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOutdated } from './newest-mtime.mjs';
import { runServerBundle } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(root, 'apps/web/dist/index.html');
// Everything that ends up in the web bundle.
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/ui/src',
  'packages/data/src',
  'packages/core/src',
].map((path) => join(root, path));

if (process.env.SKIP_WEB_BUILD !== '1' && buildOutdated(distIndex, webSources)) {
  console.log('Compilando o aplicativo web (apps/web)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    // The API still works without the SPA; say so loudly instead of refusing to start.
    console.error(
      existsSync(distIndex)
        ? 'A compilação do aplicativo web falhou: servindo a versão compilada anterior.'
        : 'A compilação do aplicativo web falhou: apenas a API estará disponível.',
    );
  }
}

await runServerBundle(
  join(root, 'apps/server/src/main.ts'),
  join(root, 'apps/server/dist/main.mjs'),
);
