// File names inside one folder: compared without case (Windows and macOS folders ignore it),
// and made unique by a counter before the name's fixed tail ('_2', '_3', ...), so
// 'qrcode_x_1000x1000.png' becomes 'qrcode_x_2_1000x1000.png' and 'qrcode_x.svg' 'qrcode_x_2.svg'.

export const nameKey = (name: string): string => name.toLowerCase();

/** The tail kept at the end when a counter is added: the size and extension of QR files. */
export function nameTail(name: string): string {
  return /(_\d+x\d+)?\.[a-z0-9]+$/i.exec(name)?.[0] ?? '';
}

export function withCounter(name: string, counter: number): string {
  if (counter <= 1) return name;
  const tail = nameTail(name);
  return `${name.slice(0, name.length - tail.length)}_${counter}${tail}`;
}

/**
 * The first counter (1 = as is) for which every name of the group is free in `taken`. A group
 * is the files of one item (a code's PNG and SVG), so they keep the same counter.
 */
export function firstFreeCounter(names: readonly string[], taken: ReadonlySet<string>): number {
  for (let counter = 1; ; counter += 1) {
    if (names.every((name) => !taken.has(nameKey(withCounter(name, counter))))) return counter;
  }
}
