/**
 * What of a visitor's address is kept (IP_ADDRESS_STORAGE) and the daily visitor key that
 * counts unique visitors without storing who they are.
 */
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { plainIp } from './geo-ip';

export type IpAddressStorage = 'full' | 'truncated' | 'none';

/**
 * IPv4 keeps its first three bytes (/24: 200.147.67.0), IPv6 its first three groups (/48:
 * 2804:14c:1a2::): enough for a network, not for a household.
 */
export function truncateIp(ip: string): string | null {
  const address = plainIp(ip);
  const version = isIP(address);
  if (version === 4) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (version === 6) {
    const [head = '', tail = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean);
    // '::' in the first three groups: pad it out with zeros before cutting.
    const missing = 8 - groups.length - tail.split(':').filter(Boolean).length;
    const full = address.includes('::') ? [...groups, ...Array(missing).fill('0')] : groups;
    return `${full.slice(0, 3).join(':')}::`;
  }
  return null;
}

export function storedIp(ip: string | null, storage: IpAddressStorage): string | null {
  if (!ip || storage === 'none') return null;
  return storage === 'truncated' ? truncateIp(ip) : plainIp(ip);
}

// The day as the app counts days (the rollups' America/Sao_Paulo days): 'YYYY-MM-DD'.
const brazilDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let memoHour = '';
let memoDay = '';

/**
 * The Brazilian day of an instant (`at` as toISOString writes it), formatted once per UTC hour:
 * Intl's format took about 3 us of every visit on the redirect path, and São Paulo's offset is a
 * whole number of hours, so every instant of a UTC hour falls on one Brazilian day.
 */
function brazilDayOf(at: string): string {
  const hour = at.length === 24 && at.endsWith('Z') ? at.slice(0, 13) : null;
  if (hour !== null && hour === memoHour) return memoDay;
  const day = brazilDay.format(new Date(at));
  if (hour !== null) {
    memoHour = hour;
    memoDay = day;
  }
  return day;
}

/**
 * A key that is the same for one IP and user agent on one Brazilian day, and different on the
 * next: an HMAC under a server secret, so the stored value reveals neither, and unique visitors
 * can only be counted per day.
 */
export function dailyVisitorKey(
  secret: string,
  at: string,
  ip: string | null,
  userAgent: string | null,
): string {
  return createHmac('sha256', secret)
    .update(`${brazilDayOf(at)}\n${ip ?? ''}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
