/**
 * Run database work as the caller, the way PostgREST does: one transaction, the JWT's role
 * (`set_config('role', ...)` == SET LOCAL ROLE), and the request settings that auth.uid(),
 * auth.jwt() and our SQL functions read. Postgres RLS then decides what the caller sees.
 */
import type { Db, DbClient, QueryResult, Statement } from '../../db/database';
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

/** The statement that makes the transaction the caller's: role, claims, request settings. */
function callerSettings(claims: JwtClaims, opts: RunAsOptions): Statement {
  const role = claims.role;
  // Never trust a string that reaches SQL as a role name: only the three API roles pass.
  if (!ALLOWED_ROLES.has(role)) throw new Error(`runAs: role "${role}" is not an API role`);
  // A user session must belong to an account that is not blocked and meet its two-factor rule
  // before anything runs (migrations two_factor and blocked_sessions; hosted PostgREST runs the
  // same check as its pre-request). The claims are passed in, so the check does not depend on
  // the settings' evaluation order.
  const sessionCheck = role === 'authenticated' ? ', public.require_usable_session($1::jsonb)' : '';
  // One statement: every setting is transaction-local (is_local = true) and goes away at
  // COMMIT/ROLLBACK, so a pooled connection never carries one caller's identity to the next.
  // UTC as on hosted Supabase, whatever the server's default: timestamps serialise the same.
  return {
    sql: `select set_config('request.jwt.claims', $1, true),
              set_config('request.headers', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('statement_timeout', $5, true),
              set_config('transaction_read_only', $6, true),
              set_config('timezone', 'UTC', true),
              set_config('role', $7, true)${sessionCheck}`,
    params: [
      JSON.stringify(claims),
      JSON.stringify(opts.headers ?? {}),
      opts.method ?? '',
      opts.path ?? '',
      opts.statementTimeout ?? '8s',
      opts.readOnly ? 'on' : 'off',
      role,
    ],
  };
}

export async function runAs<T>(
  db: Db,
  claims: JwtClaims,
  fn: (tx: DbClient) => Promise<T>,
  opts: RunAsOptions = {},
): Promise<T> {
  const settings = callerSettings(claims, opts);
  return db.transaction(async (tx) => {
    await tx.query(settings.sql, settings.params);
    return fn(tx);
  });
}

export interface QueryAsOptions extends RunAsOptions {
  /** The statement's text columns also taken as UTF-8 bytes (Statement.utf8Columns). */
  utf8Columns?: readonly string[];
}

/**
 * One statement as the caller, committed: runAs for work that needs no JavaScript between its
 * start and its end. Both statements go to the database together (Db.transactionOf), so on
 * PGlite the connection every other request waits for is held for half the crossings.
 */
export async function queryAs<T>(
  db: Db,
  claims: JwtClaims,
  sql: string,
  params: unknown[],
  opts: QueryAsOptions = {},
): Promise<QueryResult<T>> {
  const { utf8Columns, ...settings } = opts;
  const results = await db.transactionOf([
    callerSettings(claims, settings),
    { sql, params, utf8Columns },
  ]);
  return results[1] as QueryResult<T>;
}
