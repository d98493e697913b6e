/**
 * The redirect path of hosted Supabase's `redirect` Edge Function, whose instances come and go
 * between requests: nothing is kept in memory or on disk, so each redirect reads its code
 * (load-target.ts) and writes its visit before answering (record_visit_within_limit, which
 * also counts a code without a limit), under the same decision as the self-hosted path
 * (redirect-decision.ts). No geo-IP database here: country and city stay empty.
 */
import type { Db } from '../db/database';
import type { RedirectService } from './redirect-service';
import { loadTarget } from './load-target';
import { decideRedirect, type DecisionContext } from './redirect-decision';
import { PasswordGuard } from './redirect-rules';
import { preparer, type VisitPreparation } from './visit-preparation';
import { writeVisitWithinLimit } from './visit-recorder';
import type { JournalEntry } from './visit';

export type RedirectResolver = Pick<RedirectService, 'resolve'>;

export interface DirectRedirectOptions extends VisitPreparation {
  db: Db;
  log: (message: string, error?: unknown) => void;
}

export function directRedirects(options: DirectRedirectOptions): RedirectResolver {
  const { db } = options;
  const prepare = preparer(undefined, options);
  const writeWithinLimit = (visit: JournalEntry) => writeVisitWithinLimit(db, prepare(visit));
  const decision: DecisionContext = {
    passwords: new PasswordGuard(),
    writer: {
      record: async (visit) => void (await writeWithinLimit(visit)),
      recordWithinLimit: writeWithinLimit,
    },
    log: options.log,
  };
  return {
    async resolve(kind, key, details, request = {}) {
      const target = await loadTarget(db, kind, key);
      return decideRedirect(kind, target, details, request, decision);
    },
  };
}
