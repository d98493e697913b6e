// Results computed from a decoded image (its pixels resized, or composited over a colour),
// kept while the image lives: a batch draws the same few logos on thousands of codes, and
// each code would otherwise resize and blend its logo again. Keyed by the pixel array, which
// callers never change once decoded; the results are read-only for the same reason.

const cache = new WeakMap<object, Map<string, unknown>>();

export function cachedForImage<T>(pixels: object, key: string, compute: () => T): T {
  let entries = cache.get(pixels);
  if (!entries) {
    entries = new Map();
    cache.set(pixels, entries);
  }
  if (entries.has(key)) return entries.get(key) as T;
  const value = compute();
  entries.set(key, value);
  return value;
}
