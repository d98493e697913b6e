// CRC-32 (IEEE 802.3, as PNG chunks use it), table-driven four bytes at a time ("slicing by
// 4"): the IDAT of a designed code is a few hundred KB, which a byte at a time took half a
// millisecond to check-sum.
const TABLES = new Int32Array(4 * 256);
for (let n = 0; n < 256; n += 1) {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  TABLES[n] = c;
}
// Table k: the CRC of byte n followed by k zero bytes.
for (let n = 0; n < 256; n += 1) {
  for (let k = 1; k < 4; k += 1) {
    const previous = TABLES[(k - 1) * 256 + n] as number;
    TABLES[k * 256 + n] = (previous >>> 8) ^ (TABLES[previous & 0xff] as number);
  }
}

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = -1;
  let i = start;
  for (; i + 4 <= end; i += 4) {
    crc ^=
      (bytes[i] as number) |
      ((bytes[i + 1] as number) << 8) |
      ((bytes[i + 2] as number) << 16) |
      ((bytes[i + 3] as number) << 24);
    crc =
      (TABLES[768 + (crc & 0xff)] as number) ^
      (TABLES[512 + ((crc >>> 8) & 0xff)] as number) ^
      (TABLES[256 + ((crc >>> 16) & 0xff)] as number) ^
      (TABLES[crc >>> 24] as number);
  }
  for (; i < end; i += 1) {
    crc = (TABLES[(crc ^ (bytes[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ -1) >>> 0;
}
