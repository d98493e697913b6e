// QR PNG benchmark: our renderer (@qrlink/core) against the `qrcode` package's own PNG path,
// measured in the same run on the same machine. `qrcode` cannot draw a logo, so for the logo
// rows its plain render is the baseline (what the app would pay without our renderer).
// Then a designed code (rounded modules, a gradient, a frame with its call to action) next to
// today's plain render, both ours, as a ratio: what the studio's look costs per image.
//
//   npm run bench:qr            (about a minute on 2 busy cores)
import QRCode from 'qrcode';
import { renderQrPng, type RgbaImage } from '@qrlink/core/qr/render-qr-png';
import { renderQrSvg } from '@qrlink/core/qr/render-qr-svg';
import { COSTLIEST_DESIGN as DESIGNED } from './bench-designs';

const ROUNDS = { 256: 60, 1000: 15 } as const;
const BATCH = 1000;

/** A 256 px round two-colour logo with soft edges, like a typical brand mark. */
function makeLogo(side = 256): RgbaImage {
  const data = new Uint8Array(side * side * 4);
  const centre = side / 2;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const coverage = Math.min(1, Math.max(0, centre - distance));
      const at = (y * side + x) * 4;
      const inner = distance < side / 4;
      data.set(inner ? [255, 255, 255] : [253, 20, 85], at);
      data[at + 3] = Math.round(coverage * 255);
    }
  }
  return { width: side, height: side, data };
}

function url(i: number): string {
  return `https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-${String(i).padStart(12, '0')}`;
}

async function perItem(rounds: number, run: (i: number) => unknown): Promise<number> {
  for (let i = 0; i < 3; i += 1) await run(i); // warm-up (JIT)
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) await run(i);
  return (performance.now() - start) / rounds;
}

const ms = (value: number) => `${value.toFixed(2).padStart(8)} ms`;

/** Designed vs plain, PNG and SVG, same sizes, same run. */
async function designedVsPlain(logo: RgbaImage): Promise<void> {
  console.log(
    '\nDesigned code (rounded + gradient + frame) vs plain, ours; ratio = designed / plain',
  );
  console.log('size   logo  format  plain        designed     ratio   (designed size)');
  for (const size of [256, 1000] as const) {
    const rounds = ROUNDS[size];
    for (const withLogo of [false, true]) {
      const base = { size, logo: withLogo ? logo : null };
      const plain = await perItem(rounds, (i) => renderQrPng({ ...base, text: url(i) }));
      const designed = await perItem(rounds, (i) =>
        renderQrPng({ ...base, text: url(i), design: DESIGNED }),
      );
      const bytes = renderQrPng({ ...base, text: url(0), design: DESIGNED }).length;
      console.log(
        `${String(size).padEnd(6)} ${withLogo ? 'yes ' : 'no  '} PNG    ${ms(plain)}  ${ms(designed)}  ${(designed / plain).toFixed(1).padStart(5)}x  (${(bytes / 1024).toFixed(1)} KiB)`,
      );
    }
    const plainSvg = await perItem(rounds * 4, (i) => renderQrSvg({ size, text: url(i) }));
    const designedSvg = await perItem(rounds * 4, (i) =>
      renderQrSvg({ size, text: url(i), design: DESIGNED }),
    );
    const svgBytes = renderQrSvg({ size, text: url(0), design: DESIGNED }).length;
    console.log(
      `${String(size).padEnd(6)} no   SVG    ${ms(plainSvg)}  ${ms(designedSvg)}  ${(designedSvg / plainSvg).toFixed(1).padStart(5)}x  (${(svgBytes / 1024).toFixed(1)} KiB)`,
    );
  }
}

async function main(): Promise<void> {
  const logo = makeLogo();
  console.log('QR PNG render time per image (lower is better); ratio = qrcode / ours\n');
  console.log(
    'size   logo  ours(fast)   ours(small)  qrcode.toBuffer  qrcode.toDataURL  ratio(fast vs toBuffer)',
  );
  for (const size of [256, 1000] as const) {
    const rounds = ROUNDS[size];
    const toBuffer = await perItem(rounds, (i) =>
      QRCode.toBuffer(url(i), { width: size, errorCorrectionLevel: 'H', margin: 4 }),
    );
    const toDataUrl = await perItem(rounds, (i) =>
      QRCode.toDataURL(url(i), { width: size, errorCorrectionLevel: 'H', margin: 4 }),
    );
    for (const withLogo of [false, true]) {
      const options = { size, errorCorrectionLevel: 'H' as const, logo: withLogo ? logo : null };
      const fast = await perItem(rounds, (i) => renderQrPng({ ...options, text: url(i) }));
      const small = await perItem(rounds, (i) =>
        renderQrPng({ ...options, text: url(i), compression: 'small' }),
      );
      const bytes = renderQrPng({ ...options, text: url(0) }).length;
      console.log(
        `${String(size).padEnd(6)} ${withLogo ? 'yes ' : 'no  '} ${ms(fast)}  ${ms(small)}  ${ms(toBuffer)}      ${ms(toDataUrl)}       ${(toBuffer / fast).toFixed(1)}x  (${(bytes / 1024).toFixed(1)} KiB)`,
      );
    }
  }
  for (const withLogo of [false, true]) {
    const start = performance.now();
    for (let i = 0; i < BATCH; i += 1) {
      renderQrPng({
        text: url(i),
        size: 1000,
        errorCorrectionLevel: 'H',
        logo: withLogo ? logo : null,
      });
    }
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `\n${BATCH} codes at 1000 px ${withLogo ? 'with' : 'without'} logo (ours, fast): ${seconds.toFixed(2)} s`,
    );
  }
  await designedVsPlain(logo);
}

await main();
