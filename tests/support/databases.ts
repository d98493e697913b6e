/**
 * Integration-test databases: the same migrated + seeded schema on PGlite and on the throwaway
 * PostgreSQL 15 of postgres-global-setup.ts, plus helpers to act as an API role the way the
 * HTTP server (and PostgREST) does: one transaction, SET LOCAL ROLE, request.jwt.claims.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Db, DbClient } from '@qrlink/server/db/database';
import { freshPglite } from './pglite-template';
import { databaseUrl, TEST_DATABASE_PREFIX } from './postgres-server';
import { createPostgresDatabase, dropPostgresDatabase, freshPostgres } from './postgres-template';

export { freshPostgres };

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = ['pglite', 'postgres'];

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export interface Caller {
  role: ApiRole;
  userId?: string;
  email?: string;
  /** The session's assurance level claim (aal2 once a two-factor code was verified). */
  aal?: 'aal1' | 'aal2';
  /** A signed-in session's id (API keys act without one). */
  sessionId?: string;
  /** An API key's request: the claims the API server adds (its workspace and scope). */
  apiKey?: { workspaceId: string; scope: 'read_only' | 'read_write' };
}

/**
 * A new database on the throwaway PostgreSQL server, empty or a copy of `template`; drop()
 * removes it.
 */
export async function emptyPostgresDatabase(
  prefix = TEST_DATABASE_PREFIX,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = await createPostgresDatabase(prefix, template);
  return {
    url: databaseUrl(inject('postgresUrl'), name),
    drop: () => dropPostgresDatabase(name),
  };
}

/**
 * A new, migrated and seeded database; closing it ends the file's use of it. Both engines start
 * from a copy made once per run, PGlite from a dumped data directory (pglite-template.ts),
 * PostgreSQL from the template database of postgres-global-setup.ts (postgres-template.ts), and
 * both hand a closed copy, rewound, to the worker's next file.
 */
export async function freshDatabase(engine: Engine): Promise<Db> {
  return engine === 'pglite' ? freshPglite() : (await freshPostgres()).db;
}

/**
 * One fresh database for the whole suite (its tests share it, which keeps the run lean):
 * created before the first test, handed to `setup` (which keeps it and adds the suite's
 * fixtures), dropped after the last test.
 */
export function useFreshDatabase(engine: Engine, setup: (db: Db) => Promise<void> | void): void {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    await setup(db);
  });
  afterAll(async () => {
    await db?.close();
  });
}

/** The claims a Supabase JWT carries for this caller. */
export function claimsOf(caller: Caller): { role: ApiRole; [claim: string]: unknown } {
  return {
    role: caller.role,
    ...(caller.userId ? { sub: caller.userId } : {}),
    ...(caller.email ? { email: caller.email } : {}),
    ...(caller.aal ? { aal: caller.aal } : {}),
    ...(caller.sessionId ? { session_id: caller.sessionId } : {}),
    ...(caller.apiKey
      ? { api_workspace: caller.apiKey.workspaceId, api_scope: caller.apiKey.scope }
      : {}),
    aud: caller.role === 'anon' ? undefined : 'authenticated',
  };
}

/**
 * Runs fn in one transaction as the caller (SET LOCAL ROLE + request.jwt.claims), and
 * optionally with request.headers (e.g. x-forwarded-for) as PostgREST sets them.
 */
export async function asRole<T>(
  db: Db,
  caller: Caller,
  fn: (tx: DbClient) => Promise<T>,
  headers: Record<string, string> = {},
): Promise<T> {
  const role = caller.role;
  if (!['anon', 'authenticated', 'service_role'].includes(role))
    throw new Error(`bad role ${role}`);
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`);
    await tx.query(
      "select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)",
      [JSON.stringify(claimsOf(caller)), JSON.stringify(headers)],
    );
    return fn(tx);
  });
}

export interface NewUser {
  id: string;
  email: string;
}

/**
 * Inserts an auth user as the server's signup does (table owner, raw_user_meta_data.full_name);
 * the profile row comes from the on-insert trigger. bypassRegistrationLock mimics the
 * server's first-admin bootstrap, allowed even when registrations are closed.
 */
export async function createAuthUser(
  db: Db,
  opts: { email?: string; fullName?: string; bypassRegistrationLock?: boolean } = {},
): Promise<NewUser> {
  const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  return db.transaction(async (tx) => {
    if (opts.bypassRegistrationLock) {
      await tx.query("select set_config('qrlink.bootstrap_admin', 'on', true)");
    }
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
       values ($1, 'not-a-real-hash', now(), jsonb_build_object('full_name', $2::text),
               '{"provider":"email","providers":["email"]}')
       returning id`,
      [email, opts.fullName ?? 'Usuária Teste'],
    );
    return { id: rows[0]!.id, email };
  });
}

/** Promotes a user the way the server's first-admin bootstrap does (as the table owner). */
export async function makeAdmin(db: Db, userId: string): Promise<void> {
  await db.query("update public.profiles set role = 'admin' where id = $1", [userId]);
}

/** Caller helpers. */
export const anon: Caller = { role: 'anon' };
export const serviceRole: Caller = { role: 'service_role' };
export function userCaller(user: NewUser): Caller {
  return { role: 'authenticated', userId: user.id, email: user.email };
}
/**
 * An admin as a new install has them: signed in with the two-factor code, which
 * 'Exigir 2FA para administradores' (on by default) asks of admin functions.
 */
export function adminCaller(user: NewUser): Caller {
  return { ...userCaller(user), aal: 'aal2' };
}
