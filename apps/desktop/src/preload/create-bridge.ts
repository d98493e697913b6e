// The bridge the preload exposes: one named function per channel of the contract, each a
// plain `invoke`; the page never gets ipcRenderer, an event object or a channel of its choice.
import { CHANNELS } from '@qrlink/ui/lib/platform/bridge-channels';
import type { DesktopBridge, ExportProgress } from '@qrlink/ui/lib/platform/bridge-contract';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, payload?: unknown): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

export function createBridge(ipc: IpcRendererLike): DesktopBridge {
  const call = <T>(channel: string, payload?: unknown) =>
    ipc.invoke(channel, payload) as Promise<T>;
  return Object.freeze({
    platform: 'desktop' as const,
    getBackend: () => call(CHANNELS.getBackend),
    setBackend: (choice) => call(CHANNELS.setBackend, choice),
    saveFile: (request) => call(CHANNELS.saveFile, request),
    saveFilesToFolder: (request) => call(CHANNELS.saveFilesToFolder, request),
    exportQrCodes: (job) => call(CHANNELS.exportQrCodes, job),
    cancelExport: () => call<void>(CHANNELS.cancelExport),
    onExportProgress(listener: (progress: ExportProgress) => void) {
      // The page's listener sees the progress only, never Electron's event (it holds `sender`).
      const relay = (_event: unknown, payload: unknown) => listener(payload as ExportProgress);
      ipc.on(CHANNELS.exportProgress, relay);
      return () => {
        ipc.removeListener(CHANNELS.exportProgress, relay);
      };
    },
  } satisfies DesktopBridge);
}
