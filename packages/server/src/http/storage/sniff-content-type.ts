/**
 * What the bytes really are, for the image types and the PDFs this product stores. A file
 * claiming to be a PNG must start like a PNG; an SVG must be an SVG document; a PDF must start
 * with its '%PDF-' header. The point: nobody can upload HTML (or script) under an image's or a
 * PDF's name and have it served from our origin.
 */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF = [0x47, 0x49, 0x46, 0x38];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Skips a BOM, whitespace, an XML declaration, comments and a doctype, then expects `<svg`. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)+/i, '');
  return /^<svg[\s>/]/i.test(rest);
}

/** The types recognised from their bytes (and so the only ones served inline). */
export const SNIFFABLE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
] as const;
export type SniffedType = (typeof SNIFFABLE_TYPES)[number];

export function sniffContentType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF)) return 'image/gif';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (
    Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

/**
 * True when the declared type and the bytes agree: a declared type we can recognise must be
 * recognised as exactly that; bytes recognised as one must be declared as it.
 */
export function contentMatchesType(declared: string, bytes: Uint8Array): boolean {
  const sniffed = sniffContentType(bytes);
  const normalised = declared === 'image/jpg' ? 'image/jpeg' : declared;
  if ((SNIFFABLE_TYPES as readonly string[]).includes(normalised)) return sniffed === normalised;
  return sniffed === undefined;
}
