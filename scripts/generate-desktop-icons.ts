// The desktop app's icon (build/icon.png, 1024 x 1024) from the web app's logo
// (apps/web/public/favicon.svg), rasterised with resvg. electron-builder makes the Windows
// .ico, the macOS .icns and the Linux sizes from it. Run again after changing the logo:
//
//   npx tsx scripts/generate-desktop-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const SIZE = 1024;
const logo = readFileSync(new URL('../apps/web/public/favicon.svg', import.meta.url), 'utf8');
const png = new Resvg(logo, { fitTo: { mode: 'width', value: SIZE } }).render().asPng();
writeFileSync(new URL('../build/icon.png', import.meta.url), png);
console.log(`build/icon.png: ${SIZE} x ${SIZE}, ${(png.length / 1024).toFixed(1)} KiB`);
