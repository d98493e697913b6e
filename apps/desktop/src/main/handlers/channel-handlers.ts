// The channel list's main side: one handler per channel of bridge-contract.ts, each with the
// channel's schema. Main registers exactly these (register-handlers.ts checks sender and
// payload before any of them runs).
import { z } from 'zod';
import {
  backendChoiceSchema,
  CHANNELS,
  exportJobSchema,
  saveFileRequestSchema,
  saveFilesToFolderRequestSchema,
  type BackendChoice,
} from '@qrlink/ui/lib/platform/bridge-contract';
import { channel, type ChannelHandler } from '../ipc/register-handlers';
import type { BackendStore } from './backend-store';
import type { createExportQrCodes } from './export-qr-codes';
import type { ExportSession } from './export-session';
import type { createSaveFile } from './save-file';
import type { createSaveFilesToFolder } from './save-files-to-folder';

export interface ChannelDeps {
  backend: BackendStore;
  /** Called after the backend changes (CORS and the CSP follow it). */
  onBackendChanged: (choice: BackendChoice) => void;
  saveFile: ReturnType<typeof createSaveFile>;
  saveFilesToFolder: ReturnType<typeof createSaveFilesToFolder>;
  exportQrCodes: ReturnType<typeof createExportQrCodes>;
  session: ExportSession;
}

const nothing = z.undefined();

export function channelHandlers(deps: ChannelDeps): Record<string, ChannelHandler> {
  return {
    [CHANNELS.getBackend]: channel(nothing, () => deps.backend.get()),
    [CHANNELS.setBackend]: channel(backendChoiceSchema, async (choice) => {
      const saved = await deps.backend.set(choice);
      deps.onBackendChanged(saved);
      return saved;
    }),
    [CHANNELS.saveFile]: channel(saveFileRequestSchema, (request) => deps.saveFile(request)),
    [CHANNELS.saveFilesToFolder]: channel(saveFilesToFolderRequestSchema, (request) =>
      deps.saveFilesToFolder(request),
    ),
    [CHANNELS.exportQrCodes]: channel(exportJobSchema, (job, event) =>
      deps.exportQrCodes(job, (progress) => event.sender.send(CHANNELS.exportProgress, progress)),
    ),
    [CHANNELS.cancelExport]: channel(nothing, () => deps.session.cancel()),
  };
}
