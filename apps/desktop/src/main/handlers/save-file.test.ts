import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeFileSystem } from '../files/file-system';
import { temporaryFolder } from '../test-support/export-fixtures';
import type { Dialogs } from './dialogs';
import { createSaveFile } from './save-file';

describe('saveFile (Baixar PNG, Baixar, vCard, CSV)', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => folder.remove());

  const dialogs = (answer: string | null): Dialogs => ({
    chooseSaveFile: vi.fn(async () => answer),
    chooseFolder: vi.fn(),
    askAboutExisting: vi.fn(),
  });

  it('suggests the spec file name and writes where the user chose', async () => {
    const chosen = join(folder.path, 'meu cartão.vcf');
    const d = dialogs(chosen);
    const result = await createSaveFile({ dialogs: d, fs: nodeFileSystem })({
      fileName: 'ana_souza.vcf',
      data: 'BEGIN:VCARD\r\n',
    });
    expect(d.chooseSaveFile).toHaveBeenCalledWith('ana_souza.vcf');
    expect(result).toEqual({ status: 'saved', fileName: 'meu cartão.vcf' });
    expect(readFileSync(chosen, 'utf8')).toBe('BEGIN:VCARD\r\n');
  });

  it('replaces the chosen file (the Save dialog asked) and writes bytes as given', async () => {
    const chosen = join(folder.path, 'qrcode_x_1000x1000.png');
    writeFileSync(chosen, 'antigo');
    await createSaveFile({ dialogs: dialogs(chosen), fs: nodeFileSystem })({
      fileName: 'qrcode_x_1000x1000.png',
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    expect([...readFileSync(chosen)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(folder.files()).toEqual(['qrcode_x_1000x1000.png']);
  });

  it('answers cancelled, writing nothing, when the dialog is closed', async () => {
    const result = await createSaveFile({ dialogs: dialogs(null), fs: nodeFileSystem })({
      fileName: 'analise-qr.csv',
      data: 'a;b',
    });
    expect(result).toEqual({ status: 'cancelled' });
    expect(folder.files()).toEqual([]);
  });
});
