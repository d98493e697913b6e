import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '@qrlink/ui/lib/platform/bridge-channels';
import { createBridge, type IpcRendererLike } from './create-bridge';

function fakeIpc() {
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  const ipc: IpcRendererLike & { emit: (channel: string, payload: unknown) => void } = {
    invoke: vi.fn(async () => 'answer'),
    on: vi.fn((channel, listener) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    }),
    removeListener: vi.fn((channel, listener) => listeners.get(channel)?.delete(listener)),
    emit: (channel, payload) => {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'secret' }, payload);
    },
  };
  return ipc;
}

describe('the preload bridge', () => {
  it('exposes only named functions, frozen, and never ipcRenderer', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc);
    expect(Object.keys(bridge).sort()).toEqual(
      [
        'cancelExport',
        'exportQrCodes',
        'getBackend',
        'onExportProgress',
        'platform',
        'saveFile',
        'saveFilesToFolder',
        'setBackend',
      ].sort(),
    );
    expect(bridge.platform).toBe('desktop');
    for (const [key, value] of Object.entries(bridge)) {
      if (key !== 'platform') expect(typeof value, key).toBe('function');
      expect(value).not.toBe(ipc);
    }
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('invokes one fixed channel per function with the payload as given', async () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc);
    const request = { fileName: 'ana.vcf', data: 'BEGIN:VCARD' };
    await expect(bridge.saveFile(request)).resolves.toBe('answer');
    await bridge.getBackend();
    await bridge.setBackend({ kind: 'self-hosted', serverUrl: 'http://localhost:3000' });
    await bridge.saveFilesToFolder({ files: [request] });
    await bridge.exportQrCodes({ codes: [], logos: [], logoFailures: [], includeSvg: false });
    await bridge.cancelExport();
    expect(vi.mocked(ipc.invoke).mock.calls.map(([channel]) => channel)).toEqual([
      CHANNELS.saveFile,
      CHANNELS.getBackend,
      CHANNELS.setBackend,
      CHANNELS.saveFilesToFolder,
      CHANNELS.exportQrCodes,
      CHANNELS.cancelExport,
    ]);
    expect(vi.mocked(ipc.invoke).mock.calls[0]?.[1]).toBe(request);
  });

  it('relays progress without Electron event, and stops after unsubscribing', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc);
    const listener = vi.fn();
    const unsubscribe = bridge.onExportProgress(listener);
    ipc.emit(CHANNELS.exportProgress, { done: 1 });
    expect(listener).toHaveBeenCalledWith({ done: 1 });
    expect(listener.mock.calls[0]).toHaveLength(1);
    unsubscribe();
    ipc.emit(CHANNELS.exportProgress, { done: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
