/**
 * Visits of published pages and taps on their buttons, counted into the rollups by
 * record_page_visits (docs/product/pages.md, "Analytics"). Pages keep no visit log and no
 * journal: our server holds the visits of the last moment in memory and writes them in one call
 * a second (a crash loses at most that moment's page views; scans of a page's QR code are
 * journalled as every scan is); a hosted function writes each visit before it answers.
 */
import type { Db } from '../db/database';
import { queryAs } from '../http/shared/run-as';
import type { LocateIp } from '../redirects/geo-ip';
import type { JournalEntry } from '../redirects/visit';
import { dailyVisitorKey } from '../redirects/visitor-privacy';

export interface PageVisits {
  /**
   * Counts a visit of page `page` (an id), or with `button` a tap on that button of it. `visit`:
   * who visited, as visit-of.ts reads a request.
   */
  record(page: string, button: string | null, visit: JournalEntry): void | Promise<void>;
}

/** What record_page_visits takes of one visit: no address, only a daily visitor key. */
interface PageVisitRow {
  page: string;
  at: string;
  button: string | null;
  is_bot: boolean;
  device: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  city: string | null;
  referrer: string | null;
  visitor: string;
}

export interface PageVisitOptions {
  /** Keys the daily visitor key (the same secret as the redirects', so keys agree). */
  secret: string;
  /** Country and city of an address (GEOIP); a trusted proxy's country header wins. */
  locate?: LocateIp | undefined;
}

/** A visit as it happened; its place and visitor key are worked out when it is written. */
interface HeldVisit {
  page: string;
  button: string | null;
  visit: JournalEntry;
  at: string;
}

function held(page: string, button: string | null, visit: JournalEntry): HeldVisit {
  return { page, button, visit, at: new Date().toISOString() };
}

/** The row of a visit: geo-IP and the visitor's HMAC off the request's path, as redirects do. */
function rowOf({ page, button, visit, at }: HeldVisit, options: PageVisitOptions): PageVisitRow {
  const place = options.locate && !visit.country ? options.locate(visit.ip) : undefined;
  return {
    page,
    at,
    button,
    is_bot: visit.is_bot,
    device: visit.device,
    browser: visit.browser,
    os: visit.os,
    country: visit.country ?? place?.country ?? null,
    city: visit.city ?? place?.city ?? null,
    referrer: visit.referrer,
    visitor: dailyVisitorKey(options.secret, at, visit.ip, visit.user_agent),
  };
}

async function writeVisits(
  db: Db,
  visits: readonly HeldVisit[],
  options: PageVisitOptions,
): Promise<void> {
  const rows = visits.map((visit) => rowOf(visit, options));
  await queryAs(db, { role: 'service_role' }, 'select public.record_page_visits($1::jsonb)', [
    JSON.stringify(rows),
  ]);
}

/** A hosted function's: each visit written before the page is answered. */
export function directPageVisits(db: Db, options: PageVisitOptions): PageVisits {
  return {
    record: (page, button, visit) => writeVisits(db, [held(page, button, visit)], options),
  };
}

export interface BatchedPageVisitOptions extends PageVisitOptions {
  log: (message: string, error?: unknown) => void;
  /** How long visits wait before they are written together (default 1 s). */
  intervalMs?: number;
  /** Visits held at most while the database cannot be written (then the oldest go). */
  maxPending?: number;
}

/** What record_page_visits takes in one call. */
const BATCH = 5000;

export interface BatchedPageVisits extends PageVisits {
  /** Writes what is waiting now (tests; the timer does it every interval). */
  flush(): Promise<void>;
  /** Writes what is waiting and stops. */
  stop(): Promise<void>;
}

/** Our server's: visits held in memory and written together once a second. */
export function batchedPageVisits(db: Db, options: BatchedPageVisitOptions): BatchedPageVisits {
  const maxPending = options.maxPending ?? 50_000;
  let pending: HeldVisit[] = [];
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let dropped = 0;

  async function writePending(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending.slice(0, BATCH);
      try {
        await writeVisits(db, batch, options);
      } catch (error) {
        // Kept for the next round: the database may be back by then.
        options.log('page visits not written; retrying', error);
        return;
      }
      pending = pending.slice(batch.length);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    writing ??= writePending().finally(() => {
      writing = null;
      if (pending.length > 0) schedule();
    });
    return writing;
  }

  function schedule(): void {
    if (timer || writing) return;
    timer = setTimeout(() => void flush(), options.intervalMs ?? 1000);
    timer.unref();
  }

  return {
    record(page, button, visit) {
      if (pending.length >= maxPending) {
        pending.shift();
        if (dropped++ % 1000 === 0)
          options.log('page visits dropped: the database is not writable');
      }
      pending.push(held(page, button, visit));
      schedule();
    },
    flush,
    async stop() {
      await flush();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
