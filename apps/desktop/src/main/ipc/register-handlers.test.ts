import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '@qrlink/ui/lib/platform/bridge-channels';
import { channelHandlers, type ChannelDeps } from '../handlers/channel-handlers';
import { createExportSession } from '../handlers/export-session';
import { code } from '../test-support/export-fixtures';
import { registerHandlers, type IpcMainLike } from './register-handlers';
import type { InvokeEvent } from './trusted-sender';

const APP = 'app://qrlink';

function setup() {
  const listeners = new Map<string, (event: InvokeEvent, payload: unknown) => unknown>();
  const ipcMain: IpcMainLike = { handle: (name, listener) => void listeners.set(name, listener) };
  const deps = {
    backend: {
      get: vi.fn(async () => null),
      set: vi.fn(async (choice: unknown) => choice),
    },
    onBackendChanged: vi.fn(),
    saveFile: vi.fn(async () => ({ status: 'saved', fileName: 'x.png' })),
    saveFilesToFolder: vi.fn(async () => ({ status: 'no-folder' })),
    exportQrCodes: vi.fn(async () => ({ status: 'no-folder' })),
    session: createExportSession(),
  } as unknown as ChannelDeps;
  registerHandlers(
    ipcMain,
    { appOrigin: APP, isAppWindow: (id) => id === 1 },
    channelHandlers(deps),
  );
  const send = vi.fn();
  const event = (overrides: Partial<InvokeEvent> = {}): InvokeEvent => ({
    sender: { id: 1, send },
    senderFrame: { url: `${APP}/index.html`, parent: null },
    ...overrides,
  });
  const invoke = (name: string, payload: unknown, from: InvokeEvent = event()) => {
    const listener = listeners.get(name);
    if (!listener) throw new Error(`no handler for ${name}`);
    return Promise.resolve(listener(from, payload));
  };
  return { listeners, deps, invoke, event, send };
}

describe('IPC handlers', () => {
  it('registers exactly the contract channels the renderer may invoke', () => {
    const { listeners } = setup();
    const invokable = Object.values(CHANNELS).filter((name) => name !== CHANNELS.exportProgress);
    expect([...listeners.keys()].sort()).toEqual(invokable.sort());
  });

  it('refuses senders other than the app top-level page in its own window', async () => {
    const { invoke, event, deps } = setup();
    const request = { fileName: 'qrcode_a_1000x1000.png', data: new Uint8Array([1]) };
    await expect(
      invoke(
        CHANNELS.saveFile,
        request,
        event({ senderFrame: { url: 'https://evil.example/', parent: null } }),
      ),
    ).rejects.toThrow('remetente não autorizado');
    await expect(
      invoke(
        CHANNELS.saveFile,
        request,
        event({ senderFrame: { url: `${APP}/x.html`, parent: {} } }),
      ),
    ).rejects.toThrow('remetente não autorizado');
    await expect(
      invoke(CHANNELS.saveFile, request, event({ sender: { id: 2, send: vi.fn() } })),
    ).rejects.toThrow('remetente não autorizado');
    await expect(invoke(CHANNELS.saveFile, request, event({ senderFrame: null }))).rejects.toThrow(
      'remetente não autorizado',
    );
    expect(deps.saveFile).not.toHaveBeenCalled();
    await expect(invoke(CHANNELS.saveFile, request)).resolves.toEqual({
      status: 'saved',
      fileName: 'x.png',
    });
  });

  it('refuses payloads that do not match the channel schema, paths above all', async () => {
    const { invoke, deps } = setup();
    const bad: [string, unknown][] = [
      [CHANNELS.saveFile, { fileName: '../../.bashrc.png', data: 'x' }],
      [CHANNELS.saveFile, { fileName: '/etc/cron.d/job.csv', data: 'x' }],
      [CHANNELS.saveFile, { fileName: 'C:\\Windows\\x.png', data: 'x' }],
      [CHANNELS.saveFile, { fileName: 'programa.exe', data: 'x' }],
      [CHANNELS.saveFile, { fileName: 'ok.png', data: 42 }],
      [CHANNELS.saveFile, { fileName: 'ok.png', data: 'x', folder: '/tmp' }],
      [CHANNELS.saveFilesToFolder, { files: [] }],
      [
        CHANNELS.exportQrCodes,
        { codes: [code(1, { logoId: 'missing' })], logos: [], logoFailures: [], includeSvg: false },
      ],
      [
        CHANNELS.exportQrCodes,
        {
          codes: [code(1, { dynamicUrl: 'javascript:alert(1)' })],
          logos: [],
          logoFailures: [],
          includeSvg: false,
        },
      ],
      [CHANNELS.setBackend, { kind: 'self-hosted', serverUrl: 'http://192.168.0.10:3000' }],
      [CHANNELS.setBackend, { kind: 'self-hosted', serverUrl: 'file:///etc' }],
      [
        CHANNELS.setBackend,
        {
          kind: 'supabase',
          supabaseUrl: 'https://x.supabase.co',
          anonKey: '',
          publicUrl: 'https://qr.com',
        },
      ],
      [CHANNELS.getBackend, { sneaky: true }],
    ];
    for (const [name, payload] of bad) {
      await expect(invoke(name, payload), `${name} ${JSON.stringify(payload)}`).rejects.toThrow(
        'dados inválidos',
      );
    }
    expect(deps.saveFile).not.toHaveBeenCalled();
    expect(deps.saveFilesToFolder).not.toHaveBeenCalled();
    expect(deps.exportQrCodes).not.toHaveBeenCalled();
    expect(deps.backend.set).not.toHaveBeenCalled();
  });

  it('remembers the backend by its origin and tells main it changed', async () => {
    const { invoke, deps } = setup();
    const saved = await invoke(CHANNELS.setBackend, {
      kind: 'self-hosted',
      serverUrl: 'http://localhost:3000/qualquer/caminho',
    });
    expect(saved).toEqual({ kind: 'self-hosted', serverUrl: 'http://localhost:3000' });
    expect(deps.onBackendChanged).toHaveBeenCalledWith(saved);
    await expect(invoke(CHANNELS.getBackend, undefined)).resolves.toBeNull();
  });

  it('sends export progress to the page that started the export', async () => {
    const { invoke, deps, send } = setup();
    vi.mocked(deps.exportQrCodes).mockImplementation(async (_job, sendProgress) => {
      sendProgress({
        done: 1,
        total: 1,
        written: 1,
        skipped: 0,
        failed: 0,
        elapsedMs: 5,
        remainingMs: 0,
      });
      return { status: 'no-folder' };
    });
    const job = { codes: [code(1)], logos: [], logoFailures: [], includeSvg: true };
    await invoke(CHANNELS.exportQrCodes, job);
    expect(vi.mocked(deps.exportQrCodes).mock.calls[0]?.[0]).toEqual(job);
    expect(send).toHaveBeenCalledWith(
      CHANNELS.exportProgress,
      expect.objectContaining({ done: 1 }),
    );
  });
});
