// Where codes go on a print PDF, in points (1/72 in). Each code has a trim box (its printed
// size), a bleed around it (the edge colour runs past the cut so a slightly off cut shows no
// white line) and crop marks outside the bleed. Two sheets: an exact-size page per code, or
// an A4 page with one code centred or a grid of as many as fit.
import { QrRenderError } from '../qr-render-error';
import type { Box } from '../geometry/box';

const POINTS_PER_MM = 72 / 25.4;
const A4_MM = { width: 210, height: 297 } as const;
/** Crop mark length, and the A4 page margin no mark may cross. */
const MARK_MM = 5;
const A4_MARGIN_MM = 10;

export type PdfSheet =
  | { kind: 'exact'; widthCm: number }
  | { kind: 'a4'; codeWidthCm: number; layout: 'single' | 'grid' };

export interface SheetPlan {
  page: { width: number; height: number };
  /** Trim box of each code (the first one is the page's TrimBox on an exact sheet). */
  codes: Box[];
  bleed: number;
  marks: boolean;
  markLength: number;
}

/** Points from millimetres. */
export const mm = (value: number) => value * POINTS_PER_MM;

export function planSheet(
  sheet: PdfSheet,
  aspect: number,
  bleedMm: number,
  marks: boolean,
): SheetPlan {
  const widthCm = sheet.kind === 'exact' ? sheet.widthCm : sheet.codeWidthCm;
  if (!(widthCm >= 1 && widthCm <= 100)) {
    throw new QrRenderError('O tamanho do QR Code no PDF deve ser de 1 a 100 cm.');
  }
  if (!(bleedMm >= 0 && bleedMm <= 10)) {
    throw new QrRenderError('A sangria deve ser de 0 a 10 mm.');
  }
  const width = mm(widthCm * 10);
  const height = width * aspect;
  const bleed = mm(bleedMm);
  // Room around each trim box for the bleed and, outside it, the marks.
  const around = bleed + (marks ? mm(MARK_MM + 1) : 0);
  const plan = { bleed, marks, markLength: mm(MARK_MM) };
  if (sheet.kind === 'exact') {
    return {
      ...plan,
      page: { width: width + 2 * around, height: height + 2 * around },
      codes: [{ x: around, y: around, width, height }],
    };
  }
  const page = { width: mm(A4_MM.width), height: mm(A4_MM.height) };
  const cellWidth = width + 2 * around;
  const cellHeight = height + 2 * around;
  const usableWidth = page.width - 2 * mm(A4_MARGIN_MM);
  const usableHeight = page.height - 2 * mm(A4_MARGIN_MM);
  const columns = Math.floor(usableWidth / cellWidth);
  const rows = Math.floor(usableHeight / cellHeight);
  if (columns < 1 || rows < 1) {
    throw new QrRenderError(
      'O QR Code não cabe numa folha A4 com esse tamanho. Diminua o tamanho.',
    );
  }
  const [useColumns, useRows] = sheet.layout === 'grid' ? [columns, rows] : [1, 1];
  const left = (page.width - useColumns * cellWidth) / 2;
  const top = (page.height - useRows * cellHeight) / 2;
  const codes: Box[] = [];
  for (let row = 0; row < useRows; row += 1) {
    for (let column = 0; column < useColumns; column += 1) {
      codes.push({
        x: left + column * cellWidth + around,
        y: top + row * cellHeight + around,
        width,
        height,
      });
    }
  }
  return { ...plan, page, codes };
}
