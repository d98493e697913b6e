/**
 * Lookups in a MaxMind DB file (the format of DB-IP's free databases) without reading the file
 * into memory: the search tree and the records are read through a PagedFile. The file is a
 * binary search tree over the address's bits (each node two records: the next node, "not found"
 * or a pointer into the data section), 16 zero bytes, the data section, and the metadata after
 * a marker at the end.
 */
import ipaddr from 'ipaddr.js';
import { MmdbData, type MmdbValue } from './mmdb-data';
import { PagedFile } from './paged-file';

const METADATA_MARKER = Buffer.from('abcdef4d61784d696e642e636f6d', 'hex'); // \xAB\xCD\xEF MaxMind.com
/** The metadata lies in the file's last 128 KiB. */
const METADATA_WINDOW = 128 * 1024;
/** Decoded records kept by offset: many addresses share a city's record. */
const RECORD_CACHE_SIZE = 4096;

export class MmdbReader {
  private readonly file: PagedFile;
  private readonly data: MmdbData;
  private readonly nodeCount: number;
  private readonly recordSize: number;
  private readonly ipVersion: number;
  private readonly treeSize: number;
  private ipv4Start = -1;
  private readonly records = new Map<number, MmdbValue>();

  constructor(path: string, maxPages?: number) {
    this.file = new PagedFile(path, maxPages);
    const metadata = this.readMetadata();
    this.nodeCount = Number(metadata.node_count);
    this.recordSize = Number(metadata.record_size);
    this.ipVersion = Number(metadata.ip_version);
    if (![24, 28, 32].includes(this.recordSize) || !(this.nodeCount > 0))
      throw new Error(`geo-IP database: unsupported tree (record size ${this.recordSize})`);
    this.treeSize = (this.nodeCount * this.recordSize) / 4;
    this.data = new MmdbData(this.file, this.treeSize + 16);
  }

  /** The record of the network holding `ip`, or null (unknown, private or not an address). */
  get(ip: string): MmdbValue {
    let address: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      address = ipaddr.parse(ip);
    } catch {
      return null; // not an address
    }
    if (address.kind() === 'ipv6' && this.ipVersion === 4) {
      const v6 = address as ipaddr.IPv6;
      if (!v6.isIPv4MappedAddress()) return null;
      address = v6.toIPv4Address();
    }
    const bytes = address.toByteArray();
    const bits = bytes.length * 8;
    let node = bytes.length === 4 && this.ipVersion === 6 ? this.ipv4StartNode() : 0;
    for (let i = 0; i < bits && node < this.nodeCount; i += 1) {
      node = this.record(node, ((bytes[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1);
    }
    if (node <= this.nodeCount) return null;
    return this.resolve(node - this.nodeCount - 16);
  }

  close(): void {
    this.file.close();
  }

  private resolve(offset: number): MmdbValue {
    const cached = this.records.get(offset);
    if (cached !== undefined) return cached;
    const value = this.data.read(offset);
    if (this.records.size >= RECORD_CACHE_SIZE) this.records.clear();
    this.records.set(offset, value);
    return value;
  }

  /** One of a node's two records: the left (bit 0) or the right (bit 1). */
  private record(node: number, bit: number): number {
    if (this.recordSize === 24) return this.file.uint(node * 6 + bit * 3, 3);
    if (this.recordSize === 32) return this.file.uint(node * 8 + bit * 4, 4);
    // 28 bits: 3 bytes each side, and the middle byte's high/low nibble on top.
    const at = node * 7;
    const middle = this.file.byte(at + 3);
    return bit === 0
      ? (middle >>> 4) * 0x1000000 + this.file.uint(at, 3)
      : (middle & 0x0f) * 0x1000000 + this.file.uint(at + 4, 3);
  }

  /** IPv4 addresses in an IPv6 tree live under ::/96: 96 zero bits down from the root. */
  private ipv4StartNode(): number {
    if (this.ipv4Start < 0) {
      let node = 0;
      for (let i = 0; i < 96 && node < this.nodeCount; i += 1) node = this.record(node, 0);
      this.ipv4Start = node;
    }
    return this.ipv4Start;
  }

  private readMetadata(): Record<string, MmdbValue> {
    const windowStart = Math.max(0, this.file.size - METADATA_WINDOW);
    const tail = this.file.bytes(windowStart, this.file.size - windowStart);
    const marker = tail.lastIndexOf(METADATA_MARKER);
    if (marker < 0) throw new Error('geo-IP database: no metadata (not a MaxMind DB file)');
    const metadata = new MmdbData(this.file, windowStart + marker + METADATA_MARKER.length).read(0);
    if (
      !metadata ||
      typeof metadata !== 'object' ||
      Array.isArray(metadata) ||
      Buffer.isBuffer(metadata)
    )
      throw new Error('geo-IP database: unreadable metadata');
    return metadata as Record<string, MmdbValue>;
  }
}
