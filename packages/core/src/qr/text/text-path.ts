// Text as vector outlines (Montserrat Bold, qr-font-glyphs.ts), so a frame's call to action
// is the same shape in the canvas, the SVG, the PNG and the PDF: none of them needs a font.
import { Path } from '../geometry/path';
import { QR_FONT_GLYPHS, QR_FONT_METRICS } from './qr-font-glyphs';

const decoded = new Map<string, Path>();

/** The glyph's outline in font units (y up), decoded once from its compact relative form. */
function glyphOutline(char: string, encoded: string): Path {
  const cached = decoded.get(char);
  if (cached) return cached;
  const path = new Path();
  let x = 0;
  let y = 0;
  for (const [, op, args] of encoded.matchAll(/([mlqz])([^mlqz]*)/g)) {
    const n = (args ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
    if (op === 'z') path.close();
    else if (op === 'q') {
      const cx = x + (n[0] ?? 0);
      const cy = y + (n[1] ?? 0);
      x += n[2] ?? 0;
      y += n[3] ?? 0;
      path.quadTo(cx, cy, x, y);
    } else {
      x += n[0] ?? 0;
      y += n[1] ?? 0;
      if (op === 'm') path.moveTo(x, y);
      else path.lineTo(x, y);
    }
  }
  decoded.set(char, path);
  return path;
}

/** True when every character of `text` has an outline (letters, digits, common punctuation). */
export function canDrawText(text: string): boolean {
  return [...text.normalize('NFC')].every((char) => char in QR_FONT_GLYPHS);
}

/** Width of `text` in pixels at `fontSize` (the em size in pixels). */
export function measureText(text: string, fontSize: number): number {
  let advance = 0;
  for (const char of text.normalize('NFC')) advance += QR_FONT_GLYPHS[char]?.[0] ?? 0;
  return (advance * fontSize) / QR_FONT_METRICS.unitsPerEm;
}

/** Height of a capital letter at `fontSize`. */
export function capHeight(fontSize: number): number {
  return (QR_FONT_METRICS.capHeight * fontSize) / QR_FONT_METRICS.unitsPerEm;
}

/**
 * The outlines of `text` starting at (x, baseline), in pixels. Characters without an outline
 * are skipped (the design schema refuses them before they get here).
 */
export function textPath(text: string, x: number, baseline: number, fontSize: number): Path {
  const scale = fontSize / QR_FONT_METRICS.unitsPerEm;
  const path = new Path();
  let pen = x;
  for (const char of text.normalize('NFC')) {
    const glyph = QR_FONT_GLYPHS[char];
    if (!glyph) continue;
    // Font units are y up: flip with a negative scale around the baseline.
    appendFlipped(path, glyphOutline(char, glyph[1]), scale, pen, baseline);
    pen += glyph[0] * scale;
  }
  return path;
}

function appendFlipped(into: Path, outline: Path, scale: number, dx: number, baseline: number) {
  outline.visit({
    moveTo: (x, y) => into.moveTo(x * scale + dx, baseline - y * scale),
    lineTo: (x, y) => into.lineTo(x * scale + dx, baseline - y * scale),
    quadTo: (cx, cy, x, y) =>
      into.quadTo(cx * scale + dx, baseline - cy * scale, x * scale + dx, baseline - y * scale),
    /* c8 ignore next -- TrueType outlines have no cubic curves */
    cubicTo: () => undefined,
    close: () => into.close(),
  });
}
