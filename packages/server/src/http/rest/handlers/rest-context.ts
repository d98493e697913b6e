/** What every /rest/v1 handler needs: who is calling, the schema, and a way to run SQL as them. */
import type { FastifyRequest } from 'fastify';
import type { Db, DbClient } from '../../../db/database';
import { requestHeadersForDb } from '../../shared/request-headers';
import { requestRole } from '../../shared/jwt';
import type { RequestIdentity } from '../../shared/jwt';
import { queryAs, runAs } from '../../shared/run-as';
import type { RunAsOptions } from '../../shared/run-as';
import { mapDbError } from '../map-db-error';
import { unknownTable } from '../errors';
import { assertSingle } from '../respond';
import type { PageRow } from '../respond';
import type { SchemaCache } from '../schema/schema-cache';
import type { SchemaModel, TableInfo } from '../schema/schema-model';
import { SqlParams } from '../sql/quote';
import type { BuildContext } from '../sql/select-list';

export interface RestDeps {
  db: Db;
  jwtSecret: string;
  /** Most rows one answer may carry (hosted Supabase's default db-max-rows is 1000). */
  maxRows: number;
  schema: SchemaCache;
}

export function searchParams(req: FastifyRequest): URLSearchParams {
  const url = req.raw.url ?? '';
  const q = url.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
}

export function identify(deps: RestDeps, req: FastifyRequest): Promise<RequestIdentity> {
  return requestRole(req, deps.jwtSecret);
}

export async function findTable(
  deps: RestDeps,
  name: string,
): Promise<{ model: SchemaModel; table: TableInfo }> {
  const found = await deps.schema.lookup((model) => {
    const table = model.tables.get(name);
    return table ? { model, table } : undefined;
  });
  if (!found) throw unknownTable(name);
  return found;
}

export function buildContext(model: SchemaModel): BuildContext {
  return { schema: model, params: new SqlParams(), aliasCount: 0 };
}

/** Run fn in one transaction as the caller; database errors come out as PostgREST's. */
export async function execute<T>(
  deps: RestDeps,
  req: FastifyRequest,
  identity: RequestIdentity,
  readOnly: boolean,
  fn: (tx: DbClient) => Promise<T>,
): Promise<T> {
  try {
    return await runAs(deps.db, identity.claims, fn, requestSettings(req, readOnly));
  } catch (error) {
    throw mapDbError(error, identity.role);
  }
}

function requestSettings(req: FastifyRequest, readOnly: boolean): RunAsOptions {
  return {
    headers: requestHeadersForDb(req),
    method: req.method,
    path: (req.raw.url ?? '').split('?')[0]?.replace(/^\/rest\/v1/, '') ?? '',
    readOnly,
  };
}

/**
 * Run one page query (a buildReadSql read or a scalar call) as the caller and answer its row.
 * requireOne: PGRST116 unless the page holds exactly one row, thrown inside a write's
 * transaction so a mutation read back through it is rolled back.
 */
export async function queryPage(
  deps: RestDeps,
  req: FastifyRequest,
  identity: RequestIdentity,
  readOnly: boolean,
  sql: string,
  params: unknown[],
  requireOne: boolean,
): Promise<PageRow | undefined> {
  if (!readOnly && requireOne) {
    // A write asked for exactly one row counts its rows before it commits.
    return execute(deps, req, identity, false, async (tx) => {
      const row = (await tx.query<PageRow>(sql, params)).rows[0];
      assertSingle(row);
      return row;
    });
  }
  // Otherwise nothing runs between the caller's settings and the query: they go together.
  let row: PageRow | undefined;
  try {
    const settings = { ...requestSettings(req, readOnly), utf8Columns: PAGE_AS_UTF8 };
    row = (await queryAs<PageRow>(deps.db, identity.claims, sql, params, settings)).rows[0];
  } catch (error) {
    throw mapDbError(error, identity.role);
  }
  if (requireOne) assertSingle(row);
  const body = row?.body;
  if (row && Buffer.isBuffer(body) && deps.db.release) row.sent = () => deps.db.release?.(body);
  return row;
}

/**
 * The page's JSON as bytes where the engine hands them over so (PGlite's thread): written out
 * as they are, never a string in this thread's heap (db/utf8-columns.mjs says why).
 */
const PAGE_AS_UTF8 = ['body'] as const;
