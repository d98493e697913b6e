// A page's photos are shown small (96 px at the top, 72 px beside a menu's items) on phones,
// often on slow networks: a photo straight from a camera (3000 px, several MB) is made at most
// PAGE_PHOTO_MAX_SIDE px on its longer side before it is uploaded, in the browser, so it works
// the same on every deployment (our server and hosted Supabase Storage alike). Enough for a
// phone's screen at 3x; SVG scales by itself and goes as it is.

export const PAGE_PHOTO_MAX_SIDE = 480;

/** The size that fits within `max` px, keeping the proportions; null when it already fits. */
export function fitWithin(
  width: number,
  height: number,
  max: number,
): { width: number; height: number } | null {
  const longer = Math.max(width, height);
  if (longer <= max) return null;
  const scale = max / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The photo at most PAGE_PHOTO_MAX_SIDE px on its longer side, in its own format (PNG or JPEG);
 * the file as it is when it already fits, cannot be decoded here (the upload's own checks then
 * speak), or would not come out smaller.
 */
export async function shrinkPhoto(file: File, maxSide = PAGE_PHOTO_MAX_SIDE): Promise<File> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = size ? document.createElement('canvas') : null;
  const context = canvas?.getContext('2d');
  if (!size || !canvas || !context) {
    bitmap.close();
    return file;
  }
  canvas.width = size.width;
  canvas.height = size.height;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.85));
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], file.name, { type: file.type });
}
