// Many small files into a folder the user picks (the bulk vCards, one file per contact), with
// the same rules as the QR export: unique names, nothing replaced unasked, a summary.
import type {
  ExportSummary,
  SaveFileRequest,
  SaveFilesToFolderRequest,
} from '@qrlink/ui/lib/platform/bridge-contract';
import type { FileSystem } from '../files/file-system';
import { runFolderJob } from '../files/run-folder-job';
import type { Dialogs } from './dialogs';
import type { ExportSession } from './export-session';

export function createSaveFilesToFolder(deps: {
  dialogs: Dialogs;
  fs: FileSystem;
  session: ExportSession;
  now: () => number;
}) {
  return (request: SaveFilesToFolderRequest) =>
    deps.session.run(async (signal): Promise<ExportSummary> => {
      const folder = await deps.dialogs.chooseFolder();
      if (!folder) return { status: 'no-folder' };
      const started = deps.now();
      const result = await runFolderJob<SaveFileRequest>(
        {
          folder,
          items: request.files.map((file) => ({ item: file, names: [file.fileName] })),
          produce: async (file) => [file.data],
        },
        {
          fs: deps.fs,
          askAboutExisting: (names) => deps.dialogs.askAboutExisting(names, folder),
          signal,
          concurrency: 4,
          onItemDone: () => {},
        },
      );
      return {
        status: result.status,
        folderName: folder,
        written: result.written,
        skipped: result.skipped,
        failed: result.failed,
        indexFile: null,
        elapsedMs: Math.round(deps.now() - started),
      };
    });
}
