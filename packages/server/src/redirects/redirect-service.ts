/**
 * The redirect path (docs/product/redirects.md, "The redirect contract";
 * docs/architecture.md, "The redirect path"): the destination comes from memory (DestinationCache,
 * kept true by the database's notifications), the visit is journalled before the answer leaves and
 * written to the database in batches (VisitRecorder). On start, visits a killed predecessor journalled but never wrote are
 * replayed; on stop, everything pending is written first.
 */
import type { Db } from '../db/database';
import { runAs } from '../http/shared/run-as';
import { DestinationCache, type RedirectKind } from './destination-cache';
import { DomainDirectory, loadOwnDomain } from './domain-directory';
import { openGeoIp } from './geo-ip';
import { loadTarget } from './load-target';
import {
  decideRedirect,
  destinationOf,
  onlyRoutes,
  type DecisionContext,
  type VisitorRequest,
} from './redirect-decision';
import type { RedirectOutcome } from './redirect-outcome';
import { PasswordGuard } from './redirect-rules';
import { VisitJournal, type VisitJournalOptions } from './visit-journal';
import { preparer, type VisitPreparation } from './visit-preparation';
import { VisitRecorder, type VisitRecorderOptions } from './visit-recorder';
import type { JournalEntry, Visit } from './visit';

export type { RedirectKind } from './destination-cache';

/** Who visited, as a request tells it (see http/redirects/visit-of.ts). */
export type VisitDetails = Omit<Visit, 'kind' | 'target' | 'at'>;

export type { RedirectOutcome } from './redirect-outcome';

export interface RedirectService {
  /**
   * Follows `key` for the visitor that `details` describes, checking the code's rules against
   * it and what its request tells (a password page's answer, its languages).
   */
  resolve(
    kind: RedirectKind,
    key: string,
    /** A fresh visit (http/redirects/visit-of.ts): its kind, target and at are overwritten. */
    details: () => JournalEntry,
    request?: VisitorRequest,
  ): Promise<RedirectOutcome>;
  /**
   * The hot path: a code already in memory whose rules, if any, only choose the destination
   * (smart routes, A/B test, per device) is journalled, then `answer` is called with its destination (no
   * promise, no database read). False when resolve() must decide instead (not in memory,
   * unknown, a limit or a password, expired, disabled, a bot asking for a preview, the journal
   * closing).
   */
  resolveCached(
    kind: RedirectKind,
    key: string,
    /** A fresh visit (http/redirects/visit-of.ts): its kind, target and at are overwritten. */
    details: () => Visit,
    answer: (destination: string) => void,
    /** The request's Accept-Language, read only for a code with routes. */
    acceptLanguage?: () => string | undefined,
    /** On an own domain, its workspace: another workspace's code goes the full way (a 404). */
    domainWorkspace?: string,
  ): boolean;
  /** The verified own domains, from memory (the Host routing of http/domains). */
  domains: DomainDirectory;
  /** Writes every visit answered so far to the database (shutdown, tests). */
  flush(): Promise<void>;
  /** The service's figures now (GET /metrics reads them at each scrape). */
  stats(): RedirectStats;
  /** Stops listening, writes what is pending, closes the journal. */
  stop(): Promise<void>;
}

export interface RedirectStats {
  /** Visits answered but not yet in the database, and how long the oldest has waited. */
  visitsWaiting: number;
  oldestWaitSeconds: number;
  /** Visits the database refused since the start (each logged; none unless something is wrong). */
  visitsSetAside: number;
  journalBytes: number;
  /** Codes in memory, and database lookups of a code since the start. */
  cachedCodes: number;
  cacheLoads: number;
}

export interface RedirectServiceOptions extends VisitPreparation {
  db: Db;
  journalDir: string;
  /** Look up country and city of each visit (GEOIP). */
  geoIp: boolean;
  journal?: VisitJournalOptions;
  recorder?: VisitRecorderOptions;
  log?: (message: string, error?: unknown) => void;
}

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

export async function startRedirectService(
  options: RedirectServiceOptions,
): Promise<RedirectService> {
  const { db } = options;
  const locate = options.geoIp ? await openGeoIp() : undefined;
  const log = options.log ?? (() => {});
  const cache = new DestinationCache((kind, key) => loadTarget(db, kind, key));
  const domains = new DomainDirectory((hostname) => loadOwnDomain(db, hostname));
  const unlisten = await db.listen(
    'redirect_cache',
    (payload) => {
      if (payload.startsWith('domain:')) domains.invalidate(payload.slice('domain:'.length));
      else cache.invalidate(payload);
    },
    () => {
      cache.clear();
      domains.clear();
    },
  );
  const { journal } = VisitJournal.open(options.journalDir, options.journal);
  // Batches of up to 2,000 visits (the recorder's default) on both engines: the server's PGlite
  // works in a thread of its own (db/pglite-thread.ts), as PostgreSQL works in its own process.
  const recorder = new VisitRecorder(db, journal, {
    log,
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
    if (journal.lastNumber > checkpoint) {
      log(`replaying the visits journalled by an earlier run after number ${checkpoint}`);
      recorder.resume(journal.start(), checkpoint);
    }
  } catch (error) {
    journal.close();
    await unlisten();
    throw error;
  }

  const decision: DecisionContext = {
    passwords: new PasswordGuard(),
    // Journalled now, written to the database in a batch moments later.
    writer: {
      record: (visit) => recorder.record(visit),
      recordWithinLimit: (visit) => recorder.recordWithinLimit(visit),
    },
    locate,
    log,
  };
  let stopped = false;
  return {
    async resolve(kind, key, details, request = {}) {
      const cached = cache.get(kind, key);
      const target = cached instanceof Promise ? await cached : cached;
      return decideRedirect(kind, target, details, request, decision);
    },
    resolveCached(kind, key, details, answer, acceptLanguage, domainWorkspace) {
      const target = cache.peek(kind, key);
      if (!target || target.disabled || (target.rules && !onlyRoutes(target.rules))) return false;
      if (domainWorkspace !== undefined && target.workspaceId !== domainWorkspace) return false;
      // details() builds a fresh object per visit with the entry's whole shape (blanks for
      // kind, target, at and seq): it becomes the journal entry itself, filled in place.
      const visit = details();
      visit.kind = kind === 'qr' ? 'qr' : 'link';
      visit.target = target.id;
      visit.at = isoNow();
      // A crawler asking for a code with a preview gets the page: the full path answers it.
      if (target.preview && visit.is_bot) return false;
      const destination = target.rules
        ? destinationOf(target, target.rules, visit, { acceptLanguage: acceptLanguage?.() }, locate)
        : target.destination;
      try {
        recorder.recordThen(visit, (error) => {
          // A full or failing disk must not break a printed code: the visitor still gets there.
          if (error) log('a visit could not be journalled', error);
          answer(destination);
        });
      } catch {
        return false; // the journal is closing: the full path answers (and logs) it
      }
      return true;
    },
    domains,
    flush: () => recorder.flush(),
    stats: () => ({
      visitsWaiting: recorder.backlog,
      oldestWaitSeconds: recorder.oldestWaitMs / 1000,
      visitsSetAside: recorder.setAsideVisits,
      journalBytes: journal.bytesOnDisk,
      cachedCodes: cache.size,
      cacheLoads: cache.loads,
    }),
    async stop() {
      if (stopped) return;
      stopped = true;
      await unlisten();
      await recorder.flush();
      journal.close();
    },
  };
}
