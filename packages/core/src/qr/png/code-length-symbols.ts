// A dynamic deflate block's header lists its two codes' lengths run-length coded
// (RFC 1951 3.2.7): symbols 0-15 are a length, 16 repeats the previous length 3-6 times, 17
// and 18 stand for 3-10 and 11-138 zeros.

export interface CodeLengthSymbols {
  /** Literal/length codes listed (257 ... 286) and distance codes listed (1 ... 30). */
  literalCount: number;
  distanceCount: number;
  /** The run-length symbols, and each one's extra bits' value (0 for 0-15). */
  symbols: number[];
  extras: number[];
}

export function codeLengthSymbols(
  literalLengths: Uint8Array,
  distanceLengths: Uint8Array,
): CodeLengthSymbols {
  let literalCount = literalLengths.length;
  while (literalCount > 257 && literalLengths[literalCount - 1] === 0) literalCount -= 1;
  let distanceCount = distanceLengths.length;
  while (distanceCount > 1 && distanceLengths[distanceCount - 1] === 0) distanceCount -= 1;
  const all = new Uint8Array(literalCount + distanceCount);
  all.set(literalLengths.subarray(0, literalCount));
  all.set(distanceLengths.subarray(0, distanceCount), literalCount);
  const symbols: number[] = [];
  const extras: number[] = [];
  for (let i = 0; i < all.length;) {
    const length = all[i] as number;
    let run = 1;
    while (i + run < all.length && all[i + run] === length) run += 1;
    i += run;
    if (length === 0) {
      while (run >= 11) {
        const take = Math.min(run, 138);
        symbols.push(18);
        extras.push(take - 11);
        run -= take;
      }
      if (run >= 3) {
        symbols.push(17);
        extras.push(run - 3);
        run = 0;
      }
    } else {
      symbols.push(length);
      extras.push(0);
      run -= 1;
      while (run >= 3) {
        const take = Math.min(run, 6);
        symbols.push(16);
        extras.push(take - 3);
        run -= take;
      }
    }
    for (; run > 0; run -= 1) {
      symbols.push(length);
      extras.push(0);
    }
  }
  return { literalCount, distanceCount, symbols, extras };
}
