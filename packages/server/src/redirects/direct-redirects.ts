/**
 * The redirect path of hosted Supabase's `redirect` Edge Function, whose instances come and go
 * between requests: nothing is kept in memory or on disk, so each redirect reads its code
 * (load-target.ts) and writes its visit before answering (record_visit_within_limit, which
 * also counts a code without a limit), under the same decision as the self-hosted path
 * (redirect-decision.ts). No geo-IP database here: country and city stay empty.
 */
import type { Db } from '../db/database';
import { runAs } from '../http/shared/run-as';
import type { RedirectService } from './redirect-service';
import { loadTarget } from './load-target';
import { decideRedirect, type DecisionContext } from './redirect-decision';
import { PasswordGuard } from './redirect-rules';
import { preparer, type VisitPreparation } from './visit-preparation';
import type { JournalEntry } from './visit';

export type RedirectResolver = Pick<RedirectService, 'resolve'>;

export interface DirectRedirectOptions extends VisitPreparation {
  db: Db;
  log: (message: string, error?: unknown) => void;
}

export function directRedirects(options: DirectRedirectOptions): RedirectResolver {
  const { db } = options;
  const prepare = preparer(undefined, options);
  const writeWithinLimit = async (visit: JournalEntry): Promise<boolean> => {
    const { rows } = await runAs(db, { role: 'service_role' }, (tx) =>
      tx.query<{ written: boolean }>(
        'select public.record_visit_within_limit($1::jsonb) as written',
        [JSON.stringify(prepare(visit))],
      ),
    );
    return rows[0]?.written === true;
  };
  const decision: DecisionContext = {
    passwords: new PasswordGuard(),
    writer: {
      record: async (visit) => void (await writeWithinLimit(visit)),
      recordWithinLimit: writeWithinLimit,
    },
    log: options.log,
  };
  return {
    async resolve(kind, key, details, password) {
      const target = await loadTarget(db, kind, key);
      return decideRedirect(kind, target, details, password, decision);
    },
  };
}
