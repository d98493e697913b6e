import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportProgress } from './bridge-contract';
import { createDesktopPlatform } from './desktop-platform';
import { fakeBridge } from './testing/fake-bridge';
import { getPlatform, setPlatform } from './platform';
import { webPlatform } from './web-platform';

describe('the desktop Platform', () => {
  afterEach(() => {
    setPlatform(webPlatform);
  });

  it('is the web one unless the desktop renderer installs its own', () => {
    expect(getPlatform().kind).toBe('web');
    expect(getPlatform().desktop).toBeNull();
    const restore = setPlatform(createDesktopPlatform(fakeBridge(), 'https://qr.loja.com.br'));
    expect(getPlatform().kind).toBe('desktop');
    restore();
    expect(getPlatform().kind).toBe('web');
  });

  it('sends files to the Save dialog as bytes under the spec name; cancelling is an answer', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, 'https://qr.loja.com.br');
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(
      platform.saveFile({ fileName: 'qrcode_256x256.png', content: png }),
    ).resolves.toEqual({
      status: 'saved',
      fileName: 'qrcode_256x256.png',
    });
    const request = vi.mocked(bridge.saveFile).mock.calls[0]?.[0];
    expect(request?.fileName).toBe('qrcode_256x256.png');
    expect([...(request!.data as Uint8Array)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    vi.mocked(bridge.saveFile).mockResolvedValueOnce({ status: 'cancelled' });
    await expect(platform.saveFile({ fileName: 'a.csv', content: 'x;y' })).resolves.toEqual({
      status: 'cancelled',
    });
    expect(vi.mocked(bridge.saveFile).mock.calls[1]?.[0]).toEqual({
      fileName: 'a.csv',
      data: 'x;y',
    });
  });

  it('prints the backend public origin, never the page own address', async () => {
    const platform = createDesktopPlatform(fakeBridge(), 'https://qr.loja.com.br');
    expect(platform.provisionalOrigin()).toBe('https://qr.loja.com.br');
    await expect(platform.publicOrigin()).resolves.toBe('https://qr.loja.com.br');
    expect(window.location.origin).not.toBe('https://qr.loja.com.br');
  });

  it('follows an export progress and stops listening when it ends, even on failure', async () => {
    const unsubscribe = vi.fn();
    let listener: (progress: ExportProgress) => void = () => {};
    const bridge = fakeBridge({
      onExportProgress: vi.fn((l) => {
        listener = l;
        return unsubscribe;
      }),
      exportQrCodes: vi.fn(async () => {
        listener({
          done: 1,
          total: 2,
          written: 1,
          skipped: 0,
          failed: 0,
          elapsedMs: 9,
          remainingMs: 9,
        });
        throw new Error('main refused');
      }),
    });
    const seen: ExportProgress[] = [];
    const platform = createDesktopPlatform(bridge, 'https://qr.loja.com.br');
    const job = { codes: [], logos: [], logoFailures: [], includeSvg: false };
    await expect(platform.desktop?.exportQrCodes(job, (p) => seen.push(p))).rejects.toThrow(
      'main refused',
    );
    expect(seen).toHaveLength(1);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('writes many files into a folder as bytes or text', async () => {
    const bridge = fakeBridge();
    await createDesktopPlatform(bridge, 'https://x.com').desktop?.saveFilesToFolder([
      { fileName: 'a.vcf', content: 'BEGIN:VCARD' },
      { fileName: 'b.vcf', content: new Blob(['BEGIN:VCARD']) },
    ]);
    const files = vi.mocked(bridge.saveFilesToFolder).mock.calls[0]?.[0].files;
    expect(files?.[0]).toEqual({ fileName: 'a.vcf', data: 'BEGIN:VCARD' });
    expect(files?.[1]?.data).toBeInstanceOf(Uint8Array);
  });
});
