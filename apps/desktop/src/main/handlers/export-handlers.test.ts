import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportProgress } from '@qrlink/ui/lib/platform/bridge-contract';
import { nodeFileSystem } from '../files/file-system';
import { createInlineRenderer } from '../qr-export/render-pool';
import { code, temporaryFolder } from '../test-support/export-fixtures';
import type { Dialogs } from './dialogs';
import { createExportQrCodes } from './export-qr-codes';
import { createExportSession, ExportBusyError } from './export-session';
import { createSaveFilesToFolder } from './save-files-to-folder';

describe('the folder exports', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let dialogs: Dialogs;
  beforeEach(() => {
    folder = temporaryFolder();
    dialogs = {
      chooseSaveFile: vi.fn(),
      chooseFolder: vi.fn(async () => folder.path),
      askAboutExisting: vi.fn(async () => 'keep-both' as const),
    };
  });
  afterEach(() => folder.remove());

  function exporter(session = createExportSession()) {
    const close = vi.fn(async () => {});
    const exportQrCodes = createExportQrCodes({
      dialogs,
      fs: nodeFileSystem,
      session,
      createRenderer: (logos) => ({ ...createInlineRenderer(logos), close }),
      now: () => performance.now(),
      concurrency: 2,
    });
    return { exportQrCodes, close, session };
  }

  it('exports into the chosen folder, sends progress and releases the render threads', async () => {
    const { exportQrCodes, close } = exporter();
    const progress: ExportProgress[] = [];
    const job = {
      codes: [code(1), code(2), code(3)],
      logos: [],
      logoFailures: [],
      includeSvg: false,
    };
    const summary = await exportQrCodes(job, (p) => progress.push(p));
    expect(summary).toMatchObject({ status: 'completed', folderName: folder.path, written: 3 });
    expect(folder.files()).toHaveLength(4);
    expect(progress.at(-1)).toMatchObject({ done: 3, total: 3, written: 3, remainingMs: 0 });
    expect(close).toHaveBeenCalled();
  });

  it('treats a cancelled folder dialog as no export, not an error', async () => {
    vi.mocked(dialogs.chooseFolder).mockResolvedValue(null);
    const { exportQrCodes, close } = exporter();
    const summary = await exportQrCodes(
      { codes: [code(1)], logos: [], logoFailures: [], includeSvg: false },
      () => {},
    );
    expect(summary).toEqual({ status: 'no-folder' });
    expect(close).not.toHaveBeenCalled();
    expect(folder.files()).toEqual([]);
  });

  it('runs one export at a time, and cancel stops the running one', async () => {
    let release: () => void = () => {};
    vi.mocked(dialogs.chooseFolder).mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(folder.path))),
    );
    const { exportQrCodes, session } = exporter();
    const job = {
      codes: Array.from({ length: 30 }, (_, i) => code(i + 1)),
      logos: [],
      logoFailures: [],
      includeSvg: false,
    };
    const first = exportQrCodes(job, () => session.cancel());
    await expect(exportQrCodes(job, () => {})).rejects.toBeInstanceOf(ExportBusyError);
    expect(session.busy).toBe(true);
    release();
    const summary = await first;
    expect(summary.status).toBe('cancelled');
    expect(folder.files().length).toBeLessThan(30);
    expect(session.busy).toBe(false);
  });

  it('writes bulk vCards one file each, with unique names', async () => {
    const save = createSaveFilesToFolder({
      dialogs,
      fs: nodeFileSystem,
      session: createExportSession(),
      now: () => performance.now(),
    });
    const summary = await save({
      files: [
        { fileName: 'ana_souza.vcf', data: 'BEGIN:VCARD\r\nFN:Ana Souza\r\nEND:VCARD\r\n' },
        { fileName: 'ana_souza.vcf', data: 'BEGIN:VCARD\r\nFN:Ana Souza 2\r\nEND:VCARD\r\n' },
      ],
    });
    expect(summary).toMatchObject({ status: 'completed', written: 2, indexFile: null });
    expect(folder.files()).toEqual(['ana_souza.vcf', 'ana_souza_2.vcf']);
    expect(readFileSync(join(folder.path, 'ana_souza_2.vcf'), 'utf8')).toContain('Ana Souza 2');
  });
});
