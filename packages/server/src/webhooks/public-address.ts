// Where a webhook may be delivered: public unicast addresses only. Loopback, private, link-local,
// carrier-grade NAT, multicast, reserved and the like are refused, so a webhook cannot make the
// server reach its own machine or network (SSRF). IPv4 inside IPv6 (::ffff:10.0.0.1) is judged as
// the IPv4 it is. `allowLoopback` (tests only) lets 127.0.0.1 and ::1 through.
import ipaddr from 'ipaddr.js';

export function isDeliverableAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}
