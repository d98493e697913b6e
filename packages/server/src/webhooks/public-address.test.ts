import { describe, expect, it } from 'vitest';
import { addressRange, isDeliverableAddress } from './public-address';

/** How the URL parser writes a URL's host, brackets removed (what guardedPost checks). */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

// [address, what it is]: every spelling of a non-public address refused before connecting.
const REFUSED: Array<[string, string]> = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  // IPv4-mapped and IPv4-compatible IPv6 (both notations)
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::a00:1', 'private'],
  ['::ffff:0:127.0.0.1', 'loopback'],
  ['0:0:0:0:0:ffff:a9fe:a9fe', 'linkLocal'],
  // NAT64 (well-known prefix) and 6to4 carrying a non-public IPv4
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a00:1', 'private'],
  ['64:ff9b::169.254.169.254', 'linkLocal'],
  ['64:ff9b:1::a00:1', 'rfc6052'],
  ['2002:7f00:1::1', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:a9fe:a9fe::', 'linkLocal'],
  // Teredo, whatever it carries
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
  ['2001::1', 'teredo'],
  // IPv6 special ranges
  ['fe80::1', 'linkLocal'],
  ['fe80::1%eth0', 'linkLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  ['::', 'unspecified'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['fec0::1', 'deprecatedSiteLocal'],
  ['100::1', 'discard'],
  ['2001:db8::1', 'reserved'],
  ['4000::1', 'reserved'],
  // IPv4 special ranges
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.254', 'carrierGradeNat'],
  ['169.254.169.254', 'linkLocal'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['not an address', 'invalid'],
  ['', 'invalid'],
];

const PUBLIC = [
  '200.147.67.89',
  '8.8.8.8',
  '1.1.1.1',
  '172.32.0.1',
  '100.128.0.1',
  '2804:14c:1a2::1',
  '2001:4860:4860::8888',
  '2606:4700::1111',
  // IPv4 inside IPv6 is judged as that IPv4: a public one stays deliverable
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('addressRange', () => {
  it.each(REFUSED)('%s is %s, never deliverable', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isDeliverableAddress(address, false)).toBe(false);
  });

  it.each(PUBLIC)('%s is public unicast', (address) => {
    expect(addressRange(address)).toBe('unicast');
    expect(isDeliverableAddress(address, false)).toBe(true);
  });
});

describe('hosts as the URL parser writes them', () => {
  it.each([
    ['https://[::127.0.0.1]/', '::7f00:1'],
    ['https://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['https://[0:0:0:0:0:ffff:7f00:1]/', '::ffff:7f00:1'],
    ['https://[64:ff9b::10.0.0.1]/', '64:ff9b::a00:1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://0xa9.0xfe.0xa9.0xfe/', '169.254.169.254'],
    ['http://3232235777/', '192.168.1.1'],
  ])('%s is %s, refused', (url, host) => {
    expect(hostOf(url)).toBe(host);
    expect(isDeliverableAddress(host, false)).toBe(false);
  });
});

describe('allowLoopback (tests only)', () => {
  it('lets loopback through, and nothing else that is not public', () => {
    expect(isDeliverableAddress('127.0.0.1', true)).toBe(true);
    expect(isDeliverableAddress('::1', true)).toBe(true);
    expect(isDeliverableAddress('10.0.0.1', true)).toBe(false);
    expect(isDeliverableAddress('169.254.169.254', true)).toBe(false);
    expect(isDeliverableAddress('::ffff:10.0.0.1', true)).toBe(false);
  });
});
