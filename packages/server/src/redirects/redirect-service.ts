/**
 * The redirect path (docs/product/redirects.md, "The redirect contract";
 * docs/architecture.md, "The redirect path"): the destination comes from memory (DestinationCache,
 * kept true by the database's notifications), the visit is journalled before the answer leaves and
 * written to the database in batches (VisitRecorder). On start, visits a killed predecessor journalled but never wrote are
 * replayed; on stop, everything pending is written first.
 */
import { normaliseUrl } from '@qrlink/core/validation/url';
import type { Db } from '../db/database';
import { runAs } from '../http/shared/run-as';
import { destinationFor, redirectPlatform } from '@qrlink/core/links/device-destination';
import { DestinationCache, type RedirectKind, type RedirectTarget } from './destination-cache';
import { PasswordGuard, rulesOf, unavailability } from './redirect-rules';
import { openGeoIp, type LocateIp } from './geo-ip';
import { dailyVisitorKey, storedIp, type IpAddressStorage } from './visitor-privacy';
import { VisitJournal, type VisitJournalOptions } from './visit-journal';
import { VisitRecorder, type VisitRecorderOptions } from './visit-recorder';
import type { JournalEntry, Visit } from './visit';

export type { RedirectKind } from './destination-cache';

/** Who visited, as a request tells it (see http/redirects/visit-of.ts). */
export type VisitDetails = Omit<Visit, 'kind' | 'target' | 'at'>;

/**
 * What a redirect answers: the destination (the visit recorded first), or why not. Only a
 * 'redirect' is recorded: unknown, expired and exhausted codes and password pages count nothing.
 * 'visitors_only': a request that would not be counted (a bot, a link preview, HEAD) gets no
 * destination from a code with a visit limit or a password. 'unavailable': a code with a visit
 * limit whose count the database could not be asked for.
 */
export type RedirectOutcome =
  | { status: 'redirect'; destination: string }
  | {
      status:
        | 'not_found'
        | 'expired'
        | 'limit_reached'
        | 'password_required'
        | 'wrong_password'
        | 'too_many_attempts'
        | 'visitors_only'
        | 'unavailable';
    };

export interface RedirectService {
  /**
   * Follows `key` for the visitor that `details` describes, checking the code's rules (a
   * `password` answers a password page).
   */
  resolve(
    kind: RedirectKind,
    key: string,
    /** A fresh visit (http/redirects/visit-of.ts): its kind, target and at are overwritten. */
    details: () => JournalEntry,
    password?: string,
  ): Promise<RedirectOutcome>;
  /**
   * The hot path: a code already in memory and without rules is journalled, then `answer` is
   * called with its destination (no promise, no database read). False when resolve() must
   * decide instead (not in memory, unknown, with rules, the journal closing).
   */
  resolveCached(
    kind: RedirectKind,
    key: string,
    /** A fresh visit (http/redirects/visit-of.ts): its kind, target and at are overwritten. */
    details: () => Visit,
    answer: (destination: string) => void,
  ): boolean;
  /** Writes every visit answered so far to the database (shutdown, tests). */
  flush(): Promise<void>;
  /** Stops listening, writes what is pending, closes the journal. */
  stop(): Promise<void>;
}

export interface RedirectServiceOptions {
  db: Db;
  journalDir: string;
  /** Look up country and city of each visit (GEOIP). */
  geoIp: boolean;
  ipAddressStorage: IpAddressStorage;
  /** Keys the daily visitor key (the server's JWT secret: shared by every instance). */
  secret: string;
  journal?: VisitJournalOptions;
  recorder?: VisitRecorderOptions;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The destination as a Location header can carry it: WHATWG-serialised (punycode host,
 * percent-encoded path), http(s) only. Rows written before the database refused control and
 * bidi characters may still hold some: those codes answer 404 and record nothing.
 */
function sendable(destination: string): string | undefined {
  if (!/^https?:\/\//i.test(destination)) return undefined;
  const checked = normaliseUrl(destination);
  return checked.ok ? checked.url : undefined;
}

const TARGET_COLUMNS = `expires_at, max_visits, ios_url, android_url, desktop_url, p.password_hash`;

async function loadTarget(db: Db, kind: RedirectKind, key: string): Promise<RedirectTarget | null> {
  // The server's own connection: this read is the redirect's, not an API caller's. A static QR
  // code (Pix, Wi-Fi, vCard...: docs/product/qr-studio.md, "The QR studio") encodes its content,
  // has no target_url and is never redirected: not found, like an unknown code.
  const { rows } =
    kind === 'qr'
      ? await db.query<TargetRow>(
          `select q.id, q.target_url as destination, q.scan_count as visits, ${TARGET_COLUMNS}
             from public.qr_codes q left join public.redirect_passwords p on p.qr_code_id = q.id
            where q.id = $1::uuid and q.target_url is not null`,
          [key],
        )
      : await db.query<TargetRow>(
          `select l.id, l.original_url as destination, l.click_count as visits, ${TARGET_COLUMNS}
             from public.short_link_names n join public.short_links l on l.id = n.short_link_id
             left join public.redirect_passwords p on p.short_link_id = l.id
            where n.name = lower($1)`,
          [key],
        );
  const row = rows[0];
  const destination = row && sendable(row.destination);
  if (!row || !destination) return null;
  const rules = rulesOf(row);
  if (rules) {
    // A per-device destination that cannot be sent falls back to the main one.
    for (const platform of ['ios', 'android', 'desktop'] as const) {
      const url = rules.byDevice[platform];
      rules.byDevice[platform] = url ? (sendable(url) ?? null) : null;
    }
  }
  return rules ? { id: row.id, destination, rules } : { id: row.id, destination };
}

type TargetRow = Parameters<typeof rulesOf>[0] & { id: string; destination: string };

let isoMs = 0;
let isoText = '';
/** new Date().toISOString(), computed once per millisecond (thousands of scans share one). */
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

/** What the database stores of a journalled visit: place, IP as configured, visitor key. */
function preparer(
  locate: LocateIp | undefined,
  options: RedirectServiceOptions,
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

export async function startRedirectService(
  options: RedirectServiceOptions,
): Promise<RedirectService> {
  const { db } = options;
  const locate = options.geoIp ? await openGeoIp() : undefined;
  const log = options.log ?? (() => {});
  const cache = new DestinationCache((kind, key) => loadTarget(db, kind, key));
  const unlisten = await db.listen(
    'redirect_cache',
    (payload) => cache.invalidate(payload),
    () => cache.clear(),
  );
  const { journal, entries } = VisitJournal.open(options.journalDir, options.journal);
  // PGlite runs inside this process: a batch holds the event loop while it is written, so its
  // batches stay small (p99); PostgreSQL works elsewhere and takes large ones.
  const batchSize = db.engine === 'pglite' ? 200 : 2000;
  const recorder = new VisitRecorder(db, journal, {
    log,
    batchSize,
    prepare: preparer(locate, options),
    ...options.recorder,
  });
  try {
    const checkpoint = await runAs(db, { role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<{ seq: number }>(
        'select public.redirect_journal_checkpoint($1::uuid) as seq',
        [journal.journalId],
      );
      return rows[0]?.seq ?? 0;
    });
    journal.continueAfter(checkpoint);
    journal.written(checkpoint);
    const unwritten = entries.filter((entry) => entry.seq > checkpoint);
    if (unwritten.length > 0) {
      log(`replaying ${unwritten.length} visits journalled by an earlier run`);
      recorder.replay(unwritten);
    }
  } catch (error) {
    journal.close();
    await unlisten();
    throw error;
  }

  const passwords = new PasswordGuard();
  let stopped = false;
  /** Journals a visit (written to the database in a batch moments later) and answers it. */
  const journalled = async (visit: JournalEntry, destination: string): Promise<RedirectOutcome> => {
    try {
      await recorder.record(visit);
    } catch (error) {
      // A full or failing disk must not break a printed code: the visitor still gets there.
      log('a visit could not be journalled', error);
    }
    return { status: 'redirect', destination };
  };
  return {
    async resolve(kind, key, details, password) {
      const cached = cache.get(kind, key);
      const target = cached instanceof Promise ? await cached : cached;
      if (!target) return { status: 'not_found' };
      const visit = details();
      visit.kind = kind === 'qr' ? 'qr' : 'link';
      visit.target = target.id;
      visit.at = new Date().toISOString();
      const { rules } = target;
      if (!rules) return journalled(visit, target.destination);

      const unavailable = unavailability(rules);
      if (unavailable) return { status: unavailable };
      const limited = rules.maxVisits !== null;
      // Bots are never counted, so a limit or a password cannot hold for them: they get nothing.
      if ((limited || rules.passwordHash) && visit.is_bot) return { status: 'visitors_only' };
      if (rules.passwordHash) {
        const checked = await passwords.check(rules.passwordHash, password, visit.ip, target.id);
        if (checked !== 'right') return { status: checked };
      }
      const destination = destinationFor(
        target.destination,
        rules.byDevice,
        redirectPlatform(visit),
      );
      if (!limited) return journalled(visit, destination);
      // The database judges the limit: the visit is written now, only if still below it.
      let written: boolean;
      try {
        written = await recorder.recordWithinLimit(visit);
      } catch (error) {
        log('a limited visit could not be recorded', error);
        return { status: 'unavailable' };
      }
      if (!written) {
        rules.visits = rules.maxVisits!;
        return { status: 'limit_reached' };
      }
      rules.visits += 1;
      return { status: 'redirect', destination };
    },
    resolveCached(kind, key, details, answer) {
      const target = cache.peek(kind, key);
      if (!target || target.rules) return false;
      // details() builds a fresh object per visit with the entry's whole shape (blanks for
      // kind, target, at and seq): it becomes the journal entry itself, filled in place.
      const visit = details();
      visit.kind = kind === 'qr' ? 'qr' : 'link';
      visit.target = target.id;
      visit.at = isoNow();
      try {
        recorder.recordThen(visit, (error) => {
          // A full or failing disk must not break a printed code: the visitor still gets there.
          if (error) log('a visit could not be journalled', error);
          answer(target.destination);
        });
      } catch {
        return false; // the journal is closing: the full path answers (and logs) it
      }
      return true;
    },
    flush: () => recorder.flush(),
    async stop() {
      if (stopped) return;
      stopped = true;
      await unlisten();
      await recorder.flush();
      journal.close();
    },
  };
}
