// The batch export: the folder dialog (cancelling it is 'no-folder', not an error), the files
// drawn off the main thread, progress sent to the page that asked, the summary returned.
import type {
  ExportJob,
  ExportLogo,
  ExportProgress,
  ExportSummary,
} from '@qrlink/ui/lib/platform/bridge-contract';
import type { FileSystem } from '../files/file-system';
import { progressOf, throttled } from '../qr-export/export-progress';
import type { Renderer } from '../qr-export/render-pool';
import { runQrExport } from '../qr-export/run-qr-export';
import type { Dialogs } from './dialogs';
import type { ExportSession } from './export-session';

export interface ExportQrCodesDeps {
  dialogs: Dialogs;
  fs: FileSystem;
  session: ExportSession;
  createRenderer: (logos: ExportLogo[]) => Renderer;
  now: () => number;
  /** Items in flight at once (a few per render thread keeps every thread busy). */
  concurrency: number;
}

const PROGRESS_INTERVAL_MS = 100;

export function createExportQrCodes(deps: ExportQrCodesDeps) {
  return (job: ExportJob, sendProgress: (progress: ExportProgress) => void) =>
    deps.session.run(async (signal): Promise<ExportSummary> => {
      const folder = await deps.dialogs.chooseFolder();
      if (!folder) return { status: 'no-folder' };
      const started = deps.now();
      const progress = throttled(sendProgress, PROGRESS_INTERVAL_MS, deps.now);
      const renderer = deps.createRenderer(job.logos);
      try {
        return await runQrExport(job, {
          folder,
          fs: deps.fs,
          render: renderer.render,
          askAboutExisting: (names) => deps.dialogs.askAboutExisting(names, folder),
          signal,
          concurrency: deps.concurrency,
          now: deps.now,
          onProgress: (counts) => progress.push(progressOf(counts, deps.now() - started)),
        });
      } finally {
        progress.flush();
        await renderer.close();
      }
    });
}
