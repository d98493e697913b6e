// The destination checks (docs/product/trust-and-safety.md, "Rechecking codes"), at start and
// every minute, apart from the redirect path (which only learns of a disabled code through the
// redirect_cache notification the database sends):
// 1. the blocklist recheck: when the blocklist changed, recheck_destinations() walks every code
//    in batches, disabling the ones with a blocked address and enabling the ones it disabled
//    whose addresses are fine again;
// 2. with SAFE_BROWSING_API_KEY, Google Safe Browsing looks up the destinations without a fresh
//    verdict (functions/safe-browsing/safe-browsing.ts).
// A failure of either (the database away, Google down or slow) is logged and the next minute
// tries again; nothing is thrown out of the timer. Several instances may run it at once: the
// recheck works in one of them at a time (an advisory lock), and a destination looked up twice
// is only recorded twice.
import type { FastifyBaseLogger } from 'fastify';
import type { SafeBrowsingConfig } from '../config';
import type { Db } from '../db/database';
import {
  checkDestinationsWithSafeBrowsing,
  type SafeBrowsingRound,
} from '../functions/safe-browsing/safe-browsing';
import { runAs } from '../http/shared/run-as';

const CHECK_INTERVAL_MS = 60_000;

/**
 * Codes per recheck batch. PGlite answers in the server's own thread, so its batches stay short
 * (about a tenth of a second: the loop turns between them); PostgreSQL works apart.
 */
const RECHECK_BATCH = { pglite: 250, postgres: 5000 } as const;

/** No new recheck batch starts after this long; the rest waits for the next minute. */
const RECHECK_BUDGET_MS = 20_000;

export interface RecheckRound {
  disabled: number;
  enabled: number;
  /** Codes are left to recheck (the budget ran out). */
  more: boolean;
}

export interface DestinationCheckRound {
  /** null when it failed (logged). */
  recheck: RecheckRound | null;
  /** 'off' without a key; null when it failed (logged). */
  safeBrowsing: SafeBrowsingRound | 'off' | null;
}

export interface DestinationChecksOptions {
  safeBrowsing: SafeBrowsingConfig | undefined;
  intervalMs?: number;
}

export interface DestinationChecks {
  /** One round now, after the one under way (tests; the timer runs one every minute). */
  runNow(): Promise<DestinationCheckRound>;
  /** Stops the timer and waits for the round under way (a lookup under way is aborted). */
  stop(): Promise<void>;
}

/** recheck_destinations batch after batch while codes are left, the budget lasts and we run. */
export async function recheckDestinations(
  db: Db,
  options: { batch?: number; budgetMs?: number; keepGoing?: () => boolean } = {},
): Promise<RecheckRound> {
  const batch = options.batch ?? RECHECK_BATCH[db.engine];
  const budgetMs = options.budgetMs ?? RECHECK_BUDGET_MS;
  const started = Date.now();
  const total: RecheckRound = { disabled: 0, enabled: 0, more: false };
  for (;;) {
    const step = await runAs(db, { role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<{ r: RecheckRound }>(
        'select public.recheck_destinations($1) as r',
        [batch],
      );
      return rows[0]!.r;
    });
    total.disabled += step.disabled;
    total.enabled += step.enabled;
    total.more = step.more;
    if (!step.more || Date.now() - started >= budgetMs) return total;
    if (options.keepGoing && !options.keepGoing()) return total;
  }
}

export function startDestinationChecks(
  db: Db,
  log: FastifyBaseLogger,
  options: DestinationChecksOptions,
): DestinationChecks {
  const stopping = new AbortController();
  const keepGoing = () => !stopping.signal.aborted;

  const round = async (): Promise<DestinationCheckRound> => {
    const result: DestinationCheckRound = { recheck: null, safeBrowsing: 'off' };
    try {
      result.recheck = await recheckDestinations(db, { keepGoing });
      const { disabled, enabled } = result.recheck;
      if (disabled > 0 || enabled > 0) {
        log.info({ disabled, enabled }, 'codes rechecked against the blocklist');
      }
    } catch (error) {
      log.error({ err: error }, 'blocklist recheck failed; tried again in a minute');
    }
    if (options.safeBrowsing && keepGoing()) {
      try {
        result.safeBrowsing = await checkDestinationsWithSafeBrowsing(db, {
          ...options.safeBrowsing,
          signal: stopping.signal,
        });
        const { disabled, enabled } = result.safeBrowsing;
        if (disabled > 0 || enabled > 0) {
          log.info({ disabled, enabled }, 'codes changed by Google Safe Browsing verdicts');
        }
      } catch (error) {
        result.safeBrowsing = null;
        if (keepGoing()) {
          log.warn({ err: error }, 'Safe Browsing check failed; tried again in a minute');
        }
      }
    }
    return result;
  };

  // One round at a time: a call waits for the round under way, the timer skips a busy minute.
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const runNow = (): Promise<DestinationCheckRound> => {
    pending += 1;
    const next = chain.then(round).finally(() => {
      pending -= 1;
    });
    chain = next;
    return next;
  };
  const tick = () => {
    if (pending === 0 && keepGoing()) void runNow();
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? CHECK_INTERVAL_MS);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await chain;
    },
  };
}
