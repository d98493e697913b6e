// 'Baixar PNG', 'Baixar', the vCard and the CSV export on the desktop: the Save dialog with
// the spec's file name, then the file written whole. The dialog itself asks before replacing a
// file, so the chosen path may be replaced. Cancelling answers `cancelled`, not an error.
import { basename } from 'node:path';
import type { SaveFileRequest, SaveFileResult } from '@qrlink/ui/lib/platform/bridge-contract';
import type { FileSystem } from '../files/file-system';
import { writeAtomically } from '../files/write-atomically';
import type { Dialogs } from './dialogs';

export function createSaveFile(deps: { dialogs: Dialogs; fs: FileSystem }) {
  return async (request: SaveFileRequest): Promise<SaveFileResult> => {
    const path = await deps.dialogs.chooseSaveFile(request.fileName);
    if (!path) return { status: 'cancelled' };
    await writeAtomically(deps.fs, path, request.data, { replace: true });
    return { status: 'saved', fileName: basename(path) };
  };
}
