import { describe, expect, it } from 'vitest';
import { openGeoIp } from './geo-ip';
import { dailyVisitorKey, storedIp, truncateIp } from './visitor-privacy';

describe('what is kept of an address', () => {
  it('truncates IPv4 to /24 and IPv6 to /48, mapped IPv4 as IPv4', () => {
    expect(truncateIp('200.147.67.142')).toBe('200.147.67.0');
    expect(truncateIp('::ffff:200.147.67.142')).toBe('200.147.67.0');
    expect(truncateIp('2804:14c:1a2:b3c4:0:1:2:3')).toBe('2804:14c:1a2::');
    expect(truncateIp('2804:14c::1')).toBe('2804:14c:0::');
    expect(truncateIp('não é ip')).toBeNull();
  });

  it('stores the whole address, the truncated one, or none, as configured', () => {
    expect(storedIp('::ffff:200.147.67.142', 'full')).toBe('200.147.67.142');
    expect(storedIp('200.147.67.142', 'truncated')).toBe('200.147.67.0');
    expect(storedIp('200.147.67.142', 'none')).toBeNull();
    expect(storedIp(null, 'full')).toBeNull();
  });
});

describe('dailyVisitorKey', () => {
  const ua = 'Mozilla/5.0 (iPhone)';
  it('is one key per visitor and day, different across days, visitors and secrets', () => {
    const morning = dailyVisitorKey('s', '2026-11-24T08:00:00.000Z', '200.1.2.3', ua);
    expect(dailyVisitorKey('s', '2026-11-24T22:59:59.000Z', '200.1.2.3', ua)).toBe(morning);
    // Days are Brazilian days: 02:00 UTC on the 25th is still the 24th in São Paulo.
    expect(dailyVisitorKey('s', '2026-11-25T02:00:00.000Z', '200.1.2.3', ua)).toBe(morning);
    expect(dailyVisitorKey('s', '2026-11-25T02:59:59.999Z', '200.1.2.3', ua)).toBe(morning);
    // The next Brazilian day starts at 03:00 UTC, whatever instant was asked before.
    expect(dailyVisitorKey('s', '2026-11-25T03:00:00.000Z', '200.1.2.3', ua)).not.toBe(morning);
    expect(dailyVisitorKey('s', '2026-11-25T04:00:00.000Z', '200.1.2.3', ua)).not.toBe(morning);
    expect(dailyVisitorKey('s', '2026-11-25T02:30:00.000Z', '200.1.2.3', ua)).toBe(morning);
    // An instant written another way is read as it is.
    expect(dailyVisitorKey('s', '2026-11-24T23:30:00-03:00', '200.1.2.3', ua)).toBe(morning);
    expect(dailyVisitorKey('s', '2026-11-24T08:00:00.000Z', '200.1.2.4', ua)).not.toBe(morning);
    expect(dailyVisitorKey('s', '2026-11-24T08:00:00.000Z', '200.1.2.3', 'outro')).not.toBe(
      morning,
    );
    expect(dailyVisitorKey('t', '2026-11-24T08:00:00.000Z', '200.1.2.3', ua)).not.toBe(morning);
    // Neither the address nor the agent can be read back from it.
    expect(morning).toMatch(/^[\w-]{22}$/);
    expect(morning).not.toContain('200');
  });
});

describe('openGeoIp', () => {
  const NOWHERE = { country: null, region: null, city: null };
  it('places Brazilian and other addresses, IPv4 and IPv6, and nothing for private ones', async () => {
    const locate = await openGeoIp();
    expect(locate('200.147.67.142')).toEqual({
      country: 'BR',
      region: 'Rio de Janeiro',
      city: 'Rio de Janeiro',
    });
    expect(locate('::ffff:177.71.128.1').country).toBe('BR');
    expect(locate('2804:14c::1').country).toBe('BR');
    expect(locate('8.8.8.8').country).toBe('US');
    expect(locate('189.6.0.1').region).toBe('Federal District');
    expect(locate('127.0.0.1')).toEqual(NOWHERE);
    expect(locate('192.168.0.10')).toEqual(NOWHERE);
    expect(locate(null)).toEqual(NOWHERE);
    expect(locate('lixo')).toEqual(NOWHERE);
  });
});
