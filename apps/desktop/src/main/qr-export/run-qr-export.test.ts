import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '@qrlink/ui/lib/platform/bridge-contract';
import { nodeFileSystem, type FileSystem } from '../files/file-system';
import type { ExistingFilesChoice } from '../files/plan-folder-writes';
import {
  code,
  decodePng,
  errnoError,
  faultyFileSystem,
  logo,
  temporaryFolder,
} from '../test-support/export-fixtures';
import { INDEX_FILE_NAME } from './export-index';
import { createInlineRenderer, type RenderCode } from './render-pool';
import { runQrExport } from './run-qr-export';

const png = (url: string, counter = '') =>
  `qrcode_${url
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, 50)}${counter}_1000x1000.png`;

describe('runQrExport', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => folder.remove());

  function run(
    job: ExportJob,
    options: {
      fs?: FileSystem;
      render?: RenderCode;
      choice?: ExistingFilesChoice;
      controller?: AbortController;
      onProgress?: () => void;
    } = {},
  ) {
    const askAboutExisting = vi.fn(async () => options.choice ?? 'keep-both');
    const onProgress = vi.fn(options.onProgress);
    const summary = runQrExport(job, {
      folder: folder.path,
      fs: options.fs ?? nodeFileSystem,
      render: options.render ?? createInlineRenderer(job.logos).render,
      askAboutExisting,
      signal: (options.controller ?? new AbortController()).signal,
      concurrency: 3,
      now: () => performance.now(),
      onProgress,
    });
    return { summary, askAboutExisting, onProgress };
  }

  it('writes each code as the list download (1000 px, readable, logo drawn) plus SVG and index', async () => {
    const job: ExportJob = {
      codes: [code(1, { logoId: 'logo-a' }), code(2)],
      logos: [logo('logo-a')],
      logoFailures: [],
      includeSvg: true,
    };
    const { summary, onProgress } = run(job);
    const result = await summary;
    expect(result).toMatchObject({
      status: 'completed',
      written: 4,
      skipped: [],
      failed: [],
      indexFile: INDEX_FILE_NAME,
    });
    const first = png('https://loja1.com.br/cardapio');
    expect(folder.files()).toEqual(
      [
        first,
        'qrcode_https___loja1_com_br_cardapio.svg',
        png('https://loja2.com.br/cardapio'),
        'qrcode_https___loja2_com_br_cardapio.svg',
        INDEX_FILE_NAME,
      ].sort(),
    );
    const decoded = decodePng(readFileSync(join(folder.path, first)));
    expect(decoded).toMatchObject({ width: 1000, height: 1000, text: job.codes[0]?.dynamicUrl });
    // The logo's blue sits in the centre.
    expect(decoded.pixel(500, 500).slice(0, 3)).toEqual([20, 90, 200]);
    const svg = readFileSync(join(folder.path, 'qrcode_https___loja1_com_br_cardapio.svg'), 'utf8');
    expect(svg).toContain('<image href="data:image/png;base64,');
    const index = readFileSync(join(folder.path, INDEX_FILE_NAME), 'utf8');
    expect(index.split('\r\n')[0]).toBe(
      '\ufeff"Arquivo PNG";"Arquivo SVG";"URL de Destino";"URL Dinâmica";"Scans";"Criado em"',
    );
    expect(index).toContain(
      `"${first}";"qrcode_https___loja1_com_br_cardapio.svg";"https://loja1.com.br/cardapio";"${job.codes[0]?.dynamicUrl}";"10";"04/03/2025`,
    );
    expect(onProgress).toHaveBeenLastCalledWith({
      done: 2,
      total: 2,
      written: 4,
      skipped: 0,
      failed: 0,
    });
  });

  it("draws each code's saved design: a framed static Pix code named after its content", async () => {
    const pix =
      '00020126580014br.gov.bcb.pix0136123e4567-e89b-12d3-a456-4266141740005204000053039865802BR5913FULANO DE TAL6008BRASILIA62070503***63041D3D';
    const design = {
      modules: { shape: 'rounded', fill: { type: 'solid', color: '#1c3d5a' } },
      frame: { style: 'rounded', text: 'Pague com Pix', color: '#1c3d5a' },
    };
    const job: ExportJob = {
      codes: [
        code(1, { targetUrl: 'Pix: FULANO DE TAL', dynamicUrl: null, payload: pix, design }),
        code(2, { design: { modules: { shape: 'dots' } } }),
      ],
      logos: [],
      logoFailures: [],
      includeSvg: true,
    };
    const result = await run(job).summary;
    expect(result).toMatchObject({ status: 'completed', written: 4, failed: [] });
    const framed = folder
      .files()
      .find((name) => name.startsWith('qrcode_pix__fulano') && name.endsWith('.png'));
    // The code square is 1000 px; the frame adds its border and the call to action.
    const [, width, height] = (/_(\d+)x(\d+)\.png$/.exec(framed ?? '') ?? []).map(Number);
    expect(width).toBeGreaterThan(1000);
    expect(height).toBeGreaterThan(width!);
    const decoded = decodePng(readFileSync(join(folder.path, framed!)));
    expect(decoded).toMatchObject({ width, height, text: pix });
    // The frame's colour, not the default pink, surrounds the code.
    expect(decoded.pixel(500, decoded.height - 5).slice(0, 3)).toEqual([0x1c, 0x3d, 0x5a]);
    const dots = decodePng(readFileSync(join(folder.path, png('https://loja2.com.br/cardapio'))));
    expect(dots.text).toBe(job.codes[1]?.dynamicUrl);
    const index = readFileSync(join(folder.path, INDEX_FILE_NAME), 'utf8');
    expect(index).toContain(';"qrcode_pix__fulano_de_tal.svg";"Pix: FULANO DE TAL";"";"10";');
  });

  it('gives codes with the same destination different names', async () => {
    const same = 'https://mesma.com.br';
    const result = await run({
      codes: [
        code(1, { targetUrl: same }),
        code(2, { targetUrl: same }),
        code(3, { targetUrl: same }),
      ],
      logos: [],
      logoFailures: [],
      includeSvg: false,
    }).summary;
    expect(result).toMatchObject({ written: 3 });
    expect(folder.files()).toEqual(
      [png(same), png(same, '_2'), png(same, '_3'), INDEX_FILE_NAME].sort(),
    );
  });

  it('asks once about files already in the folder and never overwrites unasked', async () => {
    const job: ExportJob = {
      codes: [code(1), code(2)],
      logos: [],
      logoFailures: [],
      includeSvg: false,
    };
    const existing = png('https://loja1.com.br/cardapio');
    writeFileSync(join(folder.path, existing), 'antigo');
    writeFileSync(join(folder.path, INDEX_FILE_NAME), 'índice antigo');

    const keep = run(job, { choice: 'keep-both' });
    expect(await keep.summary).toMatchObject({
      status: 'completed',
      written: 2,
      indexFile: 'qrcodes_indice_2.csv',
    });
    expect(keep.askAboutExisting).toHaveBeenCalledTimes(1);
    expect(keep.askAboutExisting).toHaveBeenCalledWith([existing]);
    expect(readFileSync(join(folder.path, existing), 'utf8')).toBe('antigo');
    expect(folder.files()).toContain(png('https://loja1.com.br/cardapio', '_2'));
    expect(readFileSync(join(folder.path, INDEX_FILE_NAME), 'utf8')).toBe('índice antigo');
  });

  it('replaces, skips or stops as answered', async () => {
    const job: ExportJob = {
      codes: [code(1), code(2)],
      logos: [],
      logoFailures: [],
      includeSvg: false,
    };
    const existing = join(folder.path, png('https://loja1.com.br/cardapio'));

    writeFileSync(existing, 'antigo');
    expect(await run(job, { choice: 'cancel' }).summary).toMatchObject({
      status: 'cancelled',
      written: 0,
    });
    expect(readFileSync(existing, 'utf8')).toBe('antigo');

    const skipped = await run(job, { choice: 'skip' }).summary;
    expect(skipped).toMatchObject({ status: 'completed', written: 1 });
    expect(skipped.status !== 'no-folder' && skipped.skipped).toEqual([
      { item: png('https://loja1.com.br/cardapio'), reason: 'Já existia na pasta (mantido).' },
    ]);
    expect(readFileSync(existing, 'utf8')).toBe('antigo');

    expect(await run(job, { choice: 'replace' }).summary).toMatchObject({ written: 2 });
    expect(decodePng(readFileSync(existing)).text).toBe(job.codes[0]?.dynamicUrl);
  });

  it('fails the codes whose logo could not be loaded or drawn, with the reason, and goes on', async () => {
    const tooLong = `https://qr.exemplo.com.br/qr/${'x'.repeat(2000)}`;
    const result = await run({
      codes: [code(1, { logoId: 'broken' }), code(2), code(3, { dynamicUrl: tooLong })],
      logos: [],
      logoFailures: [{ id: 'broken', reason: 'Falha ao buscar logo' }],
      includeSvg: false,
    }).summary;
    expect(result).toMatchObject({ status: 'completed', written: 1 });
    expect(result.status !== 'no-folder' && result.failed).toEqual([
      { item: png('https://loja1.com.br/cardapio'), reason: 'Falha ao buscar logo' },
      {
        item: png('https://loja3.com.br/cardapio'),
        reason: 'O conteúdo é grande demais para um QR Code com essas opções.',
      },
    ]);
  });

  it('reports write failures per file and leaves no temporary file', async () => {
    const fs = faultyFileSystem((operation, path) => {
      if (operation === 'writeNew' && path.includes('loja2')) throw errnoError('EACCES');
    });
    const result = await run(
      { codes: [code(1), code(2)], logos: [], logoFailures: [], includeSvg: false },
      { fs },
    ).summary;
    expect(result.status !== 'no-folder' && result.failed).toEqual([
      { item: png('https://loja2.com.br/cardapio'), reason: 'Sem permissão para gravar na pasta.' },
    ]);
    expect(folder.files()).toEqual([png('https://loja1.com.br/cardapio'), INDEX_FILE_NAME].sort());
  });

  it('stops when cancelled: finished files stay whole, nothing half-written, no index', async () => {
    const controller = new AbortController();
    const codes = Array.from({ length: 40 }, (_, i) => code(i + 1));
    const inline = createInlineRenderer([]);
    let rendered = 0;
    const render: RenderCode = async (c, svg) => {
      rendered += 1;
      if (rendered === 10) controller.abort();
      return inline.render(c, svg);
    };
    const result = await run(
      { codes, logos: [], logoFailures: [], includeSvg: false },
      { render, controller },
    ).summary;
    expect(result.status).toBe('cancelled');
    const files = folder.files();
    expect(result.status !== 'no-folder' && result.written).toBe(files.length);
    expect(files.length).toBeLessThan(10);
    expect(files.some((name) => name.endsWith('.partial') || name === INDEX_FILE_NAME)).toBe(false);
    for (const name of files)
      expect(decodePng(readFileSync(join(folder.path, name))).text).not.toBeNull();
    expect(rendered).toBeLessThan(15);
  });
});
