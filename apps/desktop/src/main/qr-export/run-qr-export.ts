// The batch export of QR codes into a folder: every code's PNG (and SVG on request) under the
// list download's names, then the CSV index of what was written. Codes whose logo the
// renderer could not load fail with that reason; the others go on.
import { join } from 'node:path';
import { qrDownloadFileName, qrSvgFileName } from '@qrlink/core/qr/qr-presets';
import type { ExportCode, ExportJob, ExportSummary } from '@qrlink/ui/lib/platform/bridge-contract';
import { runFolderJob, type FolderJobContext, type FolderJobCounts } from '../files/run-folder-job';
import { firstFreeCounter, nameKey, withCounter } from '../files/unique-names';
import { writeAtomically, writeFailureReason } from '../files/write-atomically';
import { exportIndexCsv, INDEX_FILE_NAME } from './export-index';
import { exportImageSize } from './render-export-files';
import type { RenderCode } from './render-pool';

export interface QrExportContext extends Omit<FolderJobContext, 'onItemDone'> {
  folder: string;
  render: RenderCode;
  onProgress: (counts: FolderJobCounts) => void;
  now: () => number;
}

function exportFileNames(code: ExportCode, includeSvg: boolean): string[] {
  const { width, height } = exportImageSize(code);
  const png = qrDownloadFileName(code.targetUrl, width, height);
  return includeSvg ? [png, qrSvgFileName(code.targetUrl)] : [png];
}

export async function runQrExport(
  job: ExportJob,
  context: QrExportContext,
): Promise<ExportSummary> {
  const started = context.now();
  const logoFailures = new Map(job.logoFailures.map((failure) => [failure.id, failure.reason]));
  const folderName = context.folder;
  const result = await runFolderJob(
    {
      folder: context.folder,
      items: job.codes.map((code) => ({
        item: code,
        names: exportFileNames(code, job.includeSvg),
      })),
      reserved: [INDEX_FILE_NAME],
      produce: async (code) => {
        const logoFailure = code.logoId ? logoFailures.get(code.logoId) : undefined;
        if (logoFailure !== undefined) throw new Error(logoFailure);
        const files = await context.render(code, job.includeSvg);
        return files.svg === null ? [files.png] : [files.png, files.svg];
      },
    },
    { ...context, onItemDone: context.onProgress },
  );
  let indexFile: string | null = null;
  if (result.status === 'completed' && result.writtenItems.length > 0) {
    const taken = new Set((await context.fs.readdir(context.folder)).map(nameKey));
    const name = withCounter(INDEX_FILE_NAME, firstFreeCounter([INDEX_FILE_NAME], taken));
    const csv = exportIndexCsv(
      result.writtenItems.map(({ item, names }) => ({
        code: item,
        png: names[0] ?? '',
        svg: names[1] ?? null,
      })),
    );
    try {
      await writeAtomically(context.fs, join(context.folder, name), csv, { replace: false });
      indexFile = name;
    } catch (error) {
      result.failed.push({ item: name, reason: writeFailureReason(error) });
    }
  }
  return {
    status: result.status,
    folderName,
    written: result.written,
    skipped: result.skipped,
    failed: result.failed,
    indexFile,
    elapsedMs: Math.round(context.now() - started),
  };
}
