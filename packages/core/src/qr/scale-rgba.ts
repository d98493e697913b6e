// Resize decoded RGBA pixels for the PNG logo: box filter (area average) when shrinking,
// which keeps thin lines of a large logo, bilinear when enlarging. Averages are weighted by
// alpha so transparent pixels do not darken the edges. A resize is computed once per image and
// size (image-cache): treat the result as read-only.
import { cachedForImage } from './image-cache';

export interface RgbaImage {
  width: number;
  height: number;
  /** width x height x 4 bytes, row-major, straight (not premultiplied) alpha. */
  data: Uint8Array | Uint8ClampedArray;
}

function sampleInto(
  out: Uint8Array,
  at: number,
  sums: { r: number; g: number; b: number; a: number; weight: number },
): void {
  const alpha = sums.weight === 0 ? 0 : sums.a / sums.weight;
  out[at] = sums.a === 0 ? 0 : Math.round(sums.r / sums.a);
  out[at + 1] = sums.a === 0 ? 0 : Math.round(sums.g / sums.a);
  out[at + 2] = sums.a === 0 ? 0 : Math.round(sums.b / sums.a);
  out[at + 3] = Math.round(alpha);
}

function accumulate(
  image: RgbaImage,
  x: number,
  y: number,
  weight: number,
  sums: { r: number; g: number; b: number; a: number; weight: number },
): void {
  const i = (y * image.width + x) * 4;
  const alpha = (image.data[i + 3] ?? 0) * weight;
  sums.r += (image.data[i] ?? 0) * alpha;
  sums.g += (image.data[i + 1] ?? 0) * alpha;
  sums.b += (image.data[i + 2] ?? 0) * alpha;
  sums.a += alpha;
  sums.weight += weight;
}

export function scaleRgba(image: RgbaImage, width: number, height: number): RgbaImage {
  if (image.data.length < image.width * image.height * 4 || image.width < 1 || image.height < 1) {
    throw new RangeError('Imagem RGBA inválida.');
  }
  return cachedForImage(image.data, `scale:${image.width}x${image.height}:${width}x${height}`, () =>
    resize(image, width, height),
  );
}

function resize(image: RgbaImage, width: number, height: number): RgbaImage {
  const out = new Uint8Array(width * height * 4);
  const scaleX = image.width / width;
  const scaleY = image.height / height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sums = { r: 0, g: 0, b: 0, a: 0, weight: 0 };
      if (scaleX > 1 || scaleY > 1) {
        // Box: every source pixel whose centre falls in this destination pixel's footprint.
        const x0 = Math.floor(x * scaleX);
        const x1 = Math.max(x0 + 1, Math.floor((x + 1) * scaleX));
        const y0 = Math.floor(y * scaleY);
        const y1 = Math.max(y0 + 1, Math.floor((y + 1) * scaleY));
        for (let sy = y0; sy < y1 && sy < image.height; sy += 1) {
          for (let sx = x0; sx < x1 && sx < image.width; sx += 1)
            accumulate(image, sx, sy, 1, sums);
        }
      } else {
        const fx = Math.min(image.width - 1, Math.max(0, (x + 0.5) * scaleX - 0.5));
        const fy = Math.min(image.height - 1, Math.max(0, (y + 0.5) * scaleY - 0.5));
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        const x1 = Math.min(image.width - 1, x0 + 1);
        const y1 = Math.min(image.height - 1, y0 + 1);
        const tx = fx - x0;
        const ty = fy - y0;
        accumulate(image, x0, y0, (1 - tx) * (1 - ty), sums);
        accumulate(image, x1, y0, tx * (1 - ty), sums);
        accumulate(image, x0, y1, (1 - tx) * ty, sums);
        accumulate(image, x1, y1, tx * ty, sums);
      }
      sampleInto(out, (y * width + x) * 4, sums);
    }
  }
  return { width, height, data: out };
}
