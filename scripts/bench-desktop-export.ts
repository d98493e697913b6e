// Desktop batch export benchmark: 1,000 QR codes with logos written as 1000 x 1000 PNGs (plus
// the CSV index) into a temporary folder by the real exporter (apps/desktop/src/main), drawn
// on the calling thread and on a pool of the app's built worker threads, next to a baseline
// measured in the same run: plain writes of the same PNG bytes (what the disk alone costs).
// Then the same 1,000 codes with a studio design (rounded modules, a gradient, a frame with its
// call to action) and their logos, on the app's worker threads.
// Targets: under 5 s, and under 10 s designed (issue 25).
//
//   npm run bench:desktop-export
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ExportJob, ExportLogo } from '@qrlink/ui/lib/platform/bridge-contract';
import { nodeFileSystem } from '@qrlink/desktop/main/files/file-system';
import {
  createInlineRenderer,
  createRenderPool,
  type Renderer,
  type WorkerLike,
} from '@qrlink/desktop/main/qr-export/render-pool';
import { renderExportFiles } from '@qrlink/desktop/main/qr-export/render-export-files';
import { runQrExport } from '@qrlink/desktop/main/qr-export/run-qr-export';
import { COSTLIEST_DESIGN } from './bench-designs';

const CODES = 1000;
const DISTINCT_LOGOS = 10;
const TARGET_SECONDS = 5;
const DESIGNED_TARGET_SECONDS = 10;

/** A 200 px round logo (the size the renderer hands over: 20% of 1000 px) with soft edges. */
function makeLogo(id: string, hue: number): ExportLogo {
  const side = 200;
  const rgba = new Uint8Array(side * side * 4);
  const centre = side / 2;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const at = (y * side + x) * 4;
      rgba.set([hue, 20, 255 - hue], at);
      rgba[at + 3] = Math.round(Math.min(1, Math.max(0, centre - distance)) * 255);
    }
  }
  return { id, width: side, height: side, rgba, svgHref: 'data:image/png;base64,AAAA' };
}

function makeJob(): ExportJob {
  const logos = Array.from({ length: DISTINCT_LOGOS }, (_, i) => makeLogo(`logo-${i}`, i * 25));
  const codes = Array.from({ length: CODES }, (_, i) => {
    const id = `3f2a9c1e-8b7d-4e5f-a6b3-${String(i).padStart(12, '0')}`;
    return {
      id,
      targetUrl: `https://loja-${i % 300}.com.br/cardapio?mesa=${i}`,
      dynamicUrl: `https://qrlink.example.com/qr/${id}`,
      fgColor: '#fd1455',
      bgColor: '#ffffff',
      logoId: `logo-${i % DISTINCT_LOGOS}`,
      scanCount: i,
      createdAt: '2025-03-04T15:06:07Z',
    };
  });
  return { codes, logos, logoFailures: [], includeSvg: false };
}

const MAIN_CHUNKS = new URL('../apps/desktop/out/main/chunks/', import.meta.url);

/**
 * The app's worker as electron-vite builds it, built afresh: an older build would measure the
 * drawing code as it was, not as it is.
 */
function builtWorker(): URL {
  execFileSync('npm', ['run', 'desktop:build'], { stdio: 'ignore' });
  const name = existsSync(MAIN_CHUNKS)
    ? readdirSync(MAIN_CHUNKS).find((name) => /^render-worker-.*\.js$/.test(name))
    : undefined;
  if (!name) throw new Error('electron-vite did not produce the render worker');
  return new URL(name, MAIN_CHUNKS);
}

async function timeExport(
  job: ExportJob,
  renderer: Renderer,
  concurrency: number,
): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'qrlink-bench-export-'));
  try {
    const start = performance.now();
    const summary = await runQrExport(job, {
      folder,
      fs: nodeFileSystem,
      render: renderer.render,
      askAboutExisting: async () => 'keep-both',
      signal: new AbortController().signal,
      concurrency,
      now: () => performance.now(),
      onProgress: () => {},
    });
    const seconds = (performance.now() - start) / 1000;
    if (summary.status !== 'completed' || summary.written !== job.codes.length) {
      throw new Error(`export incomplete: ${JSON.stringify(summary).slice(0, 300)}`);
    }
    return seconds;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function timePlainWrites(files: Uint8Array[]): number {
  const folder = mkdtempSync(join(tmpdir(), 'qrlink-bench-writes-'));
  try {
    const start = performance.now();
    files.forEach((bytes, i) => writeFileSync(join(folder, `qrcode_${i}_1000x1000.png`), bytes));
    return (performance.now() - start) / 1000;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const job = makeJob();
  const logos = new Map(job.logos.map((logo) => [logo.id, logo]));
  const bytes = job.codes.map(
    (code) => renderExportFiles(code, logos.get(code.logoId ?? '') ?? null, false).png,
  );
  const megabytes = bytes.reduce((total, file) => total + file.length, 0) / 1024 / 1024;
  const baseline = timePlainWrites(bytes);
  const threads = Math.max(1, Math.min(4, availableParallelism()));

  const inline = await timeExport(job, createInlineRenderer(job.logos), 2);
  const worker = builtWorker();
  const spawn = () => new Worker(worker) as unknown as WorkerLike;
  const pool = createRenderPool({ size: threads, spawn, logos: job.logos });
  await pool.render(job.codes[0]!, false); // threads started and warm
  const pooled = await timeExport(job, pool, threads * 2);
  const designedJob = {
    ...job,
    codes: job.codes.map((code) => ({ ...code, design: COSTLIEST_DESIGN })),
  };
  const designed = await timeExport(designedJob, pool, threads * 2);
  await pool.close();

  const row = (label: string, seconds: number) =>
    `${label.padEnd(44)} ${seconds.toFixed(2).padStart(6)} s  ${String(Math.round(CODES / seconds)).padStart(5)} files/s  ${(seconds / baseline).toFixed(1).padStart(5)}x baseline`;
  console.log(
    `${CODES} QR codes, 1000 x 1000 PNG with logos (${DISTINCT_LOGOS} distinct), ${megabytes.toFixed(1)} MB, CSV index\n`,
  );
  console.log(row('baseline: plain writes of the same bytes', baseline));
  console.log(row('export, drawn on the main thread', inline));
  console.log(row(`export, drawn on ${threads} worker thread(s) (the app)`, pooled));
  console.log(row(`designed export, ${threads} worker thread(s)`, designed));
  console.log(
    `\ntarget: the app's export under ${TARGET_SECONDS} s: ${pooled < TARGET_SECONDS ? 'met' : 'NOT met'} (${pooled.toFixed(2)} s)`,
  );
  console.log(
    `target: the designed export under ${DESIGNED_TARGET_SECONDS} s: ${designed < DESIGNED_TARGET_SECONDS ? 'met' : 'NOT met'} (${designed.toFixed(2)} s)`,
  );
}

await main();
