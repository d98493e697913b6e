// `npm run desktop:dist`: package the built app with electron-builder for this machine's
// platform (or the targets given after `--`, e.g. `-- --linux AppImage deb`). electron-builder
// needs the exact Electron version, which npm workspaces install at the repository's root,
// where electron-builder does not look: it is passed explicitly.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { version } = require('electron/package.json');
const cli = require.resolve('electron-builder/cli.js');
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
