// Where a webhook may be delivered: public unicast addresses only. Loopback, private, link-local,
// carrier-grade NAT, multicast, reserved and the like are refused, so a webhook cannot make the
// server reach its own machine or network (SSRF). `allowLoopback` (tests only) lets 127.0.0.1 and
// ::1 through.
//
// An address is judged by where a packet to it would end up, not by how it is written:
// - IPv4 in any spelling ipaddr.js accepts (127.1, 0x7f.1, 2130706433: the spellings the WHATWG
//   URL parser also turns into 127.0.0.1) is parsed to its four octets first;
// - an IPv6 address that carries an IPv4 one (IPv4-mapped ::ffff:a.b.c.d, IPv4-translated
//   ::ffff:0:a.b.c.d, the deprecated IPv4-compatible ::a.b.c.d, NAT64's 64:ff9b::/96, 6to4's
//   2002:AABB:CCDD::/48) is judged as that IPv4, since the kernel, a NAT64 gateway or a 6to4 relay
//   would deliver it there;
// - any other IPv6 must be global unicast (2000::/3, the only block IANA hands out) outside every
//   special range: Teredo (its client address is obfuscated and reached through a relay), NAT64's
//   local-use prefix (where its IPv4 sits depends on the operator), documentation, ORCHID...
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');

/** The IPv4 address made of two 16-bit parts of an IPv6 one. */
function ipv4Of(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The IPv4 an IPv6 address delivers to, when it is one of the forms that embed one. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const range = address.range();
  const lastTwo = () => ipv4Of(parts[6]!, parts[7]!);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return lastTwo();
  if (address.match(NAT64_WELL_KNOWN)) return lastTwo();
  if (address.match(SIX_TO_FOUR)) return ipv4Of(parts[1]!, parts[2]!);
  // ::/96 holds :: (unspecified) and ::1 (loopback) too: those keep their own IPv6 meaning.
  if (address.match(IPV4_COMPATIBLE) && range !== 'unspecified' && range !== 'loopback') {
    return lastTwo();
  }
  return undefined;
}

/**
 * What an address is, in ipaddr.js's range names ('unicast' for a public address), after
 * unwrapping any IPv4 an IPv6 address embeds; 'invalid' when it is not an address at all.
 */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range();
  const v6 = parsed as ipaddr.IPv6;
  const v4 = embeddedIPv4(v6);
  if (v4) return v4.range();
  const range = v6.range();
  if (range === 'unicast' && !v6.match(GLOBAL_UNICAST)) return 'reserved';
  return range;
}

export function isDeliverableAddress(address: string, allowLoopback: boolean): boolean {
  const range = addressRange(address);
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}
