// `npm run desktop:dist`: package the built app with electron-builder for this machine's
// platform (or the targets given after `--`, e.g. `-- --linux AppImage deb`).
//
// electron-builder and its 208 packages live apart, in apps/desktop/packaging (its own
// package.json and lock), installed here on first use: only making installers needs them, and
// the repository's `npm ci`, which every CI run and every new clone pays, skipped them
// (808 -> 599 packages). electron-builder needs the exact Electron version, which npm
// workspaces install at the repository's root, where electron-builder does not look: it is
// passed explicitly.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packaging = join(dirname(fileURLToPath(import.meta.url)), '../packaging');
if (!existsSync(join(packaging, 'node_modules/electron-builder/package.json'))) {
  console.log('Instalando o electron-builder (apps/desktop/packaging)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: packaging, stdio: 'inherit' });
}

const require = createRequire(import.meta.url);
const { version } = require('electron/package.json');
const cli = createRequire(join(packaging, 'package.json')).resolve('electron-builder/cli.js');
execFileSync(
  process.execPath,
  [
    cli,
    '--config',
    'electron-builder.json',
    `-c.electronVersion=${version}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
