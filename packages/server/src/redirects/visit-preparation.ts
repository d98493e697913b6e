/** A visit as the database stores it (shared by both redirect paths). */
import type { LocateIp } from './geo-ip';
import { dailyVisitorKey, storedIp, type IpAddressStorage } from './visitor-privacy';
import type { JournalEntry } from './visit';

export interface VisitPreparation {
  ipAddressStorage: IpAddressStorage;
  /** Keys the daily visitor key (the server's JWT secret: shared by every instance). */
  secret: string;
}

/** What the database stores of a journalled visit: place, IP as configured, visitor key. */
export function preparer(
  locate: LocateIp | undefined,
  options: VisitPreparation,
): (entry: JournalEntry) => object {
  return (entry) => {
    // A trusted proxy's country header wins; the geo-IP database fills in what is missing.
    const place = locate && !entry.country ? locate(entry.ip) : undefined;
    return {
      ...entry,
      country: entry.country ?? place?.country ?? null,
      city: entry.city ?? place?.city ?? null,
      ip: storedIp(entry.ip, options.ipAddressStorage),
      visitor: dailyVisitorKey(options.secret, entry.at, entry.ip, entry.user_agent),
    };
  };
}
