/**
 * A read-only file read in 4 KiB pages through a small cache, so that a large file (the geo-IP
 * databases, 134 MB) costs the process a few MB of memory instead of its whole size: the
 * operating system's page cache keeps the rest, outside our resident memory. Reads are
 * synchronous (`pread`), a few microseconds on a miss.
 *
 * The cache is direct-mapped (page N lives in slot N mod slots): a hit is two array reads, where
 * a least-recently-used Map cost two Map updates per byte read and made a lookup twice as slow.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const PAGE_BITS = 12;
const PAGE_SIZE = 1 << PAGE_BITS;
const OFFSET_MASK = PAGE_SIZE - 1;

export class PagedFile {
  readonly size: number;
  private readonly fd: number;
  private readonly slotMask: number;
  /** Which page each slot holds (-1: none yet). */
  private readonly slotPage: Int32Array;
  private readonly slotBytes: Buffer[];

  /** `slots`: the cache's size in pages, a power of two (1,024: 4 MiB). */
  constructor(path: string, slots = 1024) {
    if (slots < 1 || (slots & (slots - 1)) !== 0) throw new Error('slots: a power of two');
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
    this.slotMask = slots - 1;
    this.slotPage = new Int32Array(slots).fill(-1);
    this.slotBytes = Array.from({ length: slots }, () => Buffer.alloc(0));
  }

  /** The byte at `offset` (0 past the end of the file). */
  byte(offset: number): number {
    return this.page(offset >>> PAGE_BITS)[offset & OFFSET_MASK] ?? 0;
  }

  /** `length` (1-4) bytes at `offset` as a big-endian unsigned integer. */
  uint(offset: number, length: number): number {
    const inPage = offset & OFFSET_MASK;
    let value = 0;
    if (inPage + length <= PAGE_SIZE) {
      const page = this.page(offset >>> PAGE_BITS);
      for (let i = 0; i < length; i += 1) value = value * 256 + (page[inPage + i] ?? 0);
      return value;
    }
    for (let i = 0; i < length; i += 1) value = value * 256 + this.byte(offset + i);
    return value;
  }

  /** A copy of `length` bytes at `offset`. */
  bytes(offset: number, length: number): Buffer {
    const out = Buffer.allocUnsafe(length);
    let copied = 0;
    while (copied < length) {
      const at = offset + copied;
      const inPage = at & OFFSET_MASK;
      const count = Math.min(length - copied, PAGE_SIZE - inPage);
      this.page(at >>> PAGE_BITS).copy(out, copied, inPage, inPage + count);
      copied += count;
    }
    return out;
  }

  close(): void {
    closeSync(this.fd);
    this.slotPage.fill(-1);
  }

  private page(index: number): Buffer {
    const slot = index & this.slotMask;
    let page = this.slotBytes[slot]!;
    if (this.slotPage[slot] === index) return page;
    if (page.length === 0) page = this.slotBytes[slot] = Buffer.allocUnsafe(PAGE_SIZE);
    const read = readSync(this.fd, page, 0, PAGE_SIZE, index * PAGE_SIZE);
    page.fill(0, read);
    this.slotPage[slot] = index;
    return page;
  }
}
