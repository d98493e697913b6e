// The messages between main and a render worker, and the worker's side of them (pure, so it
// is tested without a thread).
import type { ExportCode, ExportLogo } from '@qrlink/ui/lib/platform/bridge-contract';
import { renderExportFiles } from './render-export-files';

export type ToWorker =
  | { type: 'logos'; logos: ExportLogo[] }
  | { type: 'render'; id: number; code: ExportCode; includeSvg: boolean };

export type FromWorker =
  | { id: number; ok: true; png: Uint8Array; svg: string | null }
  | { id: number; ok: false; message: string };

export function createWorkerState() {
  const logos = new Map<string, ExportLogo>();
  return {
    /** Handle one message; a render answers, the logo table does not. */
    receive(message: ToWorker): FromWorker | null {
      if (message.type === 'logos') {
        for (const logo of message.logos) logos.set(logo.id, logo);
        return null;
      }
      try {
        const logo = message.code.logoId ? (logos.get(message.code.logoId) ?? null) : null;
        const files = renderExportFiles(message.code, logo, message.includeSvg);
        return { id: message.id, ok: true, ...files };
      } catch (error) {
        return {
          id: message.id,
          ok: false,
          message: error instanceof Error ? error.message : 'Erro ao desenhar o QR Code.',
        };
      }
    },
  };
}
