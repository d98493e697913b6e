/**
 * Run database work as the caller, the way PostgREST does: one transaction, the JWT's role
 * (`set_config('role', ...)` == SET LOCAL ROLE), and the request settings that auth.uid(),
 * auth.jwt() and our SQL functions read. Postgres RLS then decides what the caller sees.
 */
import type { Db, DbClient } from '../../db/database';
import type { DbRole, JwtClaims } from './jwt';

const ALLOWED_ROLES: ReadonlySet<string> = new Set<DbRole>([
  'anon',
  'authenticated',
  'service_role',
]);

export interface RunAsOptions {
  headers?: Record<string, string>;
  method?: string;
  path?: string;
  /** GET/HEAD: the transaction cannot write, so a read can never change anything. */
  readOnly?: boolean;
  /** Like Supabase's role timeouts: a runaway query is cancelled (Postgres interval text). */
  statementTimeout?: string;
}

export async function runAs<T>(
  db: Db,
  claims: JwtClaims,
  fn: (tx: DbClient) => Promise<T>,
  opts: RunAsOptions = {},
): Promise<T> {
  const role = claims.role;
  // Never trust a string that reaches SQL as a role name: only the three API roles pass.
  if (!ALLOWED_ROLES.has(role)) throw new Error(`runAs: role "${role}" is not an API role`);
  // A user session must belong to an account that is not blocked and meet its two-factor rule
  // before anything runs (migrations two_factor and blocked_sessions; hosted PostgREST runs the
  // same check as its pre-request). The claims are passed in, so the check does not depend on
  // the settings' evaluation order.
  const sessionCheck = role === 'authenticated' ? ', public.require_usable_session($1::jsonb)' : '';
  return db.transaction(async (tx) => {
    // One round trip: every setting is transaction-local (is_local = true) and goes away at
    // COMMIT/ROLLBACK, so a pooled connection never carries one caller's identity to the next.
    // UTC as on hosted Supabase, whatever the server's default: timestamps serialise the same.
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.headers', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('statement_timeout', $5, true),
              set_config('transaction_read_only', $6, true),
              set_config('timezone', 'UTC', true),
              set_config('role', $7, true)${sessionCheck}`,
      [
        JSON.stringify(claims),
        JSON.stringify(opts.headers ?? {}),
        opts.method ?? '',
        opts.path ?? '',
        opts.statementTimeout ?? '8s',
        opts.readOnly ? 'on' : 'off',
        role,
      ],
    );
    return fn(tx);
  });
}
