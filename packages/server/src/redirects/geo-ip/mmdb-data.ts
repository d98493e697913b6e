/**
 * Values of a MaxMind DB file's data section (the format DB-IP's files use), decoded straight
 * from a PagedFile. Each value starts with a control byte: its type in the top 3 bits (0 means
 * "extended": the next byte plus 7), its size in the low 5 (29-31: the size follows in 1-3
 * bytes). A pointer (type 1) points elsewhere in the data section, where repeated strings and
 * records live once.
 */
import type { PagedFile } from './paged-file';

const POINTER = 1;
const EXTENDED = 0;

export type MmdbValue =
  | string
  | number
  | bigint
  | boolean
  | Buffer
  | null
  | MmdbValue[]
  | { [key: string]: MmdbValue };

export class MmdbData {
  /** The file offset of the next byte to decode. */
  private at = 0;

  /** `base`: the file offset of the section that offsets and pointers count from. */
  constructor(
    private readonly file: PagedFile,
    private readonly base: number,
  ) {}

  /** The value at `offset` from the section's start. */
  read(offset: number): MmdbValue {
    this.at = this.base + offset;
    return this.value();
  }

  private value(): MmdbValue {
    const control = this.file.byte(this.at++);
    let type = control >>> 5;
    if (type === POINTER) {
      const target = this.pointer(control);
      const resume = this.at;
      this.at = this.base + target;
      const value = this.value();
      this.at = resume;
      return value;
    }
    if (type === EXTENDED) type = 7 + this.file.byte(this.at++);
    const size = this.size(control & 0x1f);
    switch (type) {
      case 2: // UTF-8 string
        return this.take(size).toString('utf8');
      case 3: // double
        return this.take(8).readDoubleBE(0);
      case 4: // bytes
        return this.take(size);
      case 5: // uint16
      case 6: // uint32
        return this.unsigned(size);
      case 7: // map
        return this.map(size);
      case 8: // int32: fewer than 4 bytes are a positive number
        return size === 4 ? this.take(4).readInt32BE(0) : this.unsigned(size);
      case 9: // uint64
      case 10: // uint128
        return this.big(size);
      case 11: // array
        return Array.from({ length: size }, () => this.value());
      case 14: // boolean: the size is the value
        return size !== 0;
      case 15: // float
        return this.take(4).readFloatBE(0);
      default:
        throw new Error(`geo-IP database: unknown data type ${type}`);
    }
  }

  private map(entries: number): { [key: string]: MmdbValue } {
    const map: { [key: string]: MmdbValue } = {};
    for (let i = 0; i < entries; i += 1) {
      const key = this.value();
      map[String(key)] = this.value();
    }
    return map;
  }

  private pointer(control: number): number {
    const sizeBits = (control >>> 3) & 3;
    const high = control & 7;
    const bytes = this.unsigned(sizeBits + 1);
    if (sizeBits === 0) return high * 0x100 + bytes;
    if (sizeBits === 1) return high * 0x10000 + bytes + 2048;
    if (sizeBits === 2) return high * 0x1000000 + bytes + 526336;
    return bytes;
  }

  private size(low: number): number {
    if (low < 29) return low;
    if (low === 29) return 29 + this.unsigned(1);
    if (low === 30) return 285 + this.unsigned(2);
    return 65821 + this.unsigned(3);
  }

  private unsigned(length: number): number {
    const value = length === 0 ? 0 : this.file.uint(this.at, length);
    this.at += length;
    return value;
  }

  private big(length: number): bigint {
    let value = 0n;
    for (let i = 0; i < length; i += 1) value = (value << 8n) | BigInt(this.file.byte(this.at + i));
    this.at += length;
    return value;
  }

  private take(length: number): Buffer {
    const bytes = this.file.bytes(this.at, length);
    this.at += length;
    return bytes;
  }
}
