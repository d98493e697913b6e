// The ZIP of PNGs that bulk creation offers (docs/product/organising.md, "Organising"): each
// created code as the list's 1000 px download (level H, quiet zone), named by its line and
// destination so names never collide, zipped with fflate. Built in slices so a screen can show
// progress and stay responsive.
import { zipSync } from 'fflate';
import { DEFAULT_BG_COLOR, DEFAULT_FG_COLOR } from '../constants';
import { QR_PRESETS, qrDownloadFileName } from '../qr/qr-presets';
import { renderQrPng } from '../qr/render-qr-png';
import { savedQrDesign } from '../qr/saved-qr';

export interface BulkQrFile {
  /** The created item's line in the sheet: names stay unique even for equal destinations. */
  line: number;
  /** What the code encodes: its dynamic URL or its short link. */
  text: string;
  /** What the name is made from: the destination. */
  destination: string;
}

export function bulkPngName(file: BulkQrFile): string {
  return `${String(file.line).padStart(4, '0')}_${qrDownloadFileName(file.destination)}`;
}

/** A new code has the default colours and no design yet: drawn as the list draws such a code. */
const BULK_DESIGN = savedQrDesign({
  design: null,
  fg_color: DEFAULT_FG_COLOR,
  bg_color: DEFAULT_BG_COLOR,
});

export function bulkPng(file: BulkQrFile): Uint8Array {
  return renderQrPng({ text: file.text, size: QR_PRESETS.download.size, design: BULK_DESIGN });
}

/**
 * Renders every file and zips them; `onProgress(done, total)` after each slice, yielding to the
 * event loop between slices (a browser tab keeps painting the progress bar).
 */
export async function buildBulkZip(
  files: readonly BulkQrFile[],
  onProgress: (done: number, total: number) => void = () => {},
  sliceSize = 25,
): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (let start = 0; start < files.length; start += sliceSize) {
    for (const file of files.slice(start, start + sliceSize))
      entries[bulkPngName(file)] = bulkPng(file);
    onProgress(Math.min(files.length, start + sliceSize), files.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // PNG data is already deflated: store it (level 0) instead of compressing it again.
  return zipSync(entries, { level: 0 });
}
