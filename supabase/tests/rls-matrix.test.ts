/**
 * RLS and grants matrix: every table x caller (anon, user A = owner, user B, admin) x
 * select/insert/update/delete, as the API would run it (SET LOCAL ROLE + JWT claims), each case
 * rolled back. Expectation: rows visible/affected, or 'denied' (42501: no grant or RLS refusal).
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { ENGINES, useFreshDatabase } from '../../tests/support/databases';
import { createCast } from '../../tests/support/db-fixtures';
import type { Cast } from '../../tests/support/db-fixtures';
import { probe } from '../../tests/support/db-probe';
import type { ProbeOutcome } from '../../tests/support/db-probe';

type Who = 'anon' | 'a' | 'b' | 'admin';
const WHO: Who[] = ['anon', 'a', 'b', 'admin'];
type Expect = Record<Who, ProbeOutcome>;
/** `me` is the caller's user id (null for anon). */
type Statement = (cast: Cast, me: string | null) => [string, unknown[]];
interface Case {
  table: string;
  op: string;
  sql: Statement;
  expect: Expect;
}

const all = (outcome: ProbeOutcome): Expect => ({
  anon: outcome,
  a: outcome,
  b: outcome,
  admin: outcome,
});
const DENIED = all('denied');
/** Only A (the owner) sees/changes the row; other users see nothing; anon has no grant. */
const OWNER_ONLY: Expect = { anon: 'denied', a: 1, b: 0, admin: 0 };
const ANY_USER_OWN_ROW: Expect = { anon: 'denied', a: 1, b: 1, admin: 1 };
/** A row claiming to belong to A: only A may write it. */
const FORGED_FOR_A: Expect = { anon: 'denied', a: 1, b: 'denied', admin: 'denied' };

// One line per statement: the table reads as the matrix it is.
// prettier-ignore
const CASES: Case[] = [
  // plans: public read, no direct writes (admin functions only)
  { table: 'plans', op: 'select', sql: () => ["select 1 from public.plans where id = 'basico'", []], expect: all(1) },
  { table: 'plans', op: 'insert', sql: () => ["insert into public.plans (id, name) values ('x_plan', 'X')", []], expect: DENIED },
  { table: 'plans', op: 'update', sql: () => ["update public.plans set price = 0 where id = 'basico'", []], expect: DENIED },
  { table: 'plans', op: 'delete', sql: () => ["delete from public.plans where id = 'basico'", []], expect: DENIED },
  // app_settings: the two public keys readable; no direct writes
  { table: 'app_settings', op: 'select', sql: () => ['select 1 from public.app_settings', []], expect: all(2) },
  { table: 'app_settings', op: 'insert', sql: () => ["insert into public.app_settings (key, value) values ('k', '{}')", []], expect: DENIED },
  { table: 'app_settings', op: 'update', sql: () => ["update public.app_settings set value = '{\"enabled\": true}' where key = 'maintenance_mode'", []], expect: DENIED },
  { table: 'app_settings', op: 'delete', sql: () => ['delete from public.app_settings', []], expect: DENIED },
  // profiles
  { table: 'profiles', op: 'select', sql: (c) => ['select 1 from public.profiles where id = $1', [c.a.id]], expect: OWNER_ONLY },
  { table: 'profiles', op: 'insert', sql: (_c, me) => ['insert into public.profiles (id, full_name) values ($1, $2)', [me, 'X']], expect: DENIED },
  { table: 'profiles', op: 'update full_name', sql: (c) => ["update public.profiles set full_name = 'Novo', updated_at = now() where id = $1", [c.a.id]], expect: OWNER_ONLY },
  { table: 'profiles', op: 'update own role', sql: (_c, me) => ["update public.profiles set role = 'admin' where id = $1", [me]], expect: DENIED },
  { table: 'profiles', op: 'update own plan_id', sql: (_c, me) => ["update public.profiles set plan_id = 'empresarial' where id = $1", [me]], expect: DENIED },
  { table: 'profiles', op: 'delete', sql: (c) => ['delete from public.profiles where id = $1', [c.a.id]], expect: DENIED },
  // qr_codes
  { table: 'qr_codes', op: 'select', sql: (c) => ['select 1 from public.qr_codes where id = $1', [c.rows.qrCodeId]], expect: OWNER_ONLY },
  { table: 'qr_codes', op: 'insert own', sql: (_c, me) => ["insert into public.qr_codes (user_id, target_url, fg_color, bg_color, logo_url, scan_count) values ($1, 'https://example.com', '#fd1455', '#ffffff', null, 0)", [me]], expect: ANY_USER_OWN_ROW },
  { table: 'qr_codes', op: 'insert for A', sql: (c) => ["insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com')", [c.a.id]], expect: FORGED_FOR_A },
  { table: 'qr_codes', op: 'update design', sql: (c) => ["update public.qr_codes set target_url = 'https://example.org', updated_at = now() where id = $1", [c.rows.qrCodeId]], expect: OWNER_ONLY },
  { table: 'qr_codes', op: 'update owner to B', sql: (c) => ['update public.qr_codes set user_id = $2 where id = $1', [c.rows.qrCodeId, c.b.id]], expect: { anon: 'denied', a: 'denied', b: 0, admin: 0 } },
  { table: 'qr_codes', op: 'update scan_count', sql: (c) => ['update public.qr_codes set scan_count = 999 where id = $1', [c.rows.qrCodeId]], expect: DENIED },
  { table: 'qr_codes', op: 'delete', sql: (c) => ['delete from public.qr_codes where id = $1', [c.rows.qrCodeId]], expect: OWNER_ONLY },
  // qr_code_scans: read by the code's owner; written only by resolve_qr_redirect
  { table: 'qr_code_scans', op: 'select', sql: (c) => ['select 1 from public.qr_code_scans where id = $1', [c.rows.scanId]], expect: OWNER_ONLY },
  { table: 'qr_code_scans', op: 'insert', sql: (c) => ["insert into public.qr_code_scans (qr_code_id, user_agent) values ($1, 'x')", [c.rows.qrCodeId]], expect: DENIED },
  { table: 'qr_code_scans', op: 'update', sql: (c) => ["update public.qr_code_scans set user_agent = 'x' where id = $1", [c.rows.scanId]], expect: DENIED },
  { table: 'qr_code_scans', op: 'delete', sql: (c) => ['delete from public.qr_code_scans where id = $1', [c.rows.scanId]], expect: DENIED },
  // notifications
  { table: 'notifications', op: 'select', sql: (c) => ['select 1 from public.notifications where id = $1', [c.rows.notificationId]], expect: OWNER_ONLY },
  { table: 'notifications', op: 'insert own', sql: (_c, me) => ["insert into public.notifications (user_id, message, type) values ($1, 'oi', 'other')", [me]], expect: ANY_USER_OWN_ROW },
  { table: 'notifications', op: 'insert for A', sql: (c) => ["insert into public.notifications (user_id, message, type) values ($1, 'oi', 'other')", [c.a.id]], expect: FORGED_FOR_A },
  { table: 'notifications', op: 'update is_read', sql: (c) => ['update public.notifications set is_read = true where id = $1', [c.rows.notificationId]], expect: OWNER_ONLY },
  { table: 'notifications', op: 'update message', sql: (c) => ["update public.notifications set message = 'x' where id = $1", [c.rows.notificationId]], expect: DENIED },
  { table: 'notifications', op: 'delete', sql: (c) => ['delete from public.notifications where id = $1', [c.rows.notificationId]], expect: OWNER_ONLY },
  // short_links
  { table: 'short_links', op: 'select', sql: (c) => ['select 1 from public.short_links where id = $1', [c.rows.shortLinkId]], expect: OWNER_ONLY },
  { table: 'short_links', op: 'select anonymous link', sql: (c) => ['select 1 from public.short_links where id = $1', [c.rows.anonymousShortLinkId]], expect: { anon: 'denied', a: 0, b: 0, admin: 0 } },
  { table: 'short_links', op: 'insert own', sql: (_c, me) => ["insert into public.short_links (user_id, original_url, short_code, custom_alias, description) values ($1, 'https://example.com', 'Own123', null, null)", [me]], expect: ANY_USER_OWN_ROW },
  { table: 'short_links', op: 'insert for A', sql: (c) => ["insert into public.short_links (user_id, original_url, short_code) values ($1, 'https://example.com', 'ForA123')", [c.a.id]], expect: FORGED_FOR_A },
  { table: 'short_links', op: 'insert anonymous', sql: () => ["insert into public.short_links (user_id, original_url, short_code) values (null, 'https://example.com', 'Anon123')", []], expect: DENIED },
  { table: 'short_links', op: 'update', sql: (c) => ["update public.short_links set original_url = 'https://example.org', updated_at = now() where id = $1", [c.rows.shortLinkId]], expect: OWNER_ONLY },
  { table: 'short_links', op: 'update click_count', sql: (c) => ['update public.short_links set click_count = 999 where id = $1', [c.rows.shortLinkId]], expect: DENIED },
  { table: 'short_links', op: 'delete', sql: (c) => ['delete from public.short_links where id = $1', [c.rows.shortLinkId]], expect: OWNER_ONLY },
  { table: 'short_links', op: 'delete anonymous link', sql: (c) => ['delete from public.short_links where id = $1', [c.rows.anonymousShortLinkId]], expect: { anon: 'denied', a: 0, b: 0, admin: 0 } },
  // link_clicks: read by the link's owner; written only by resolve_short_link
  { table: 'link_clicks', op: 'select', sql: (c) => ['select 1 from public.link_clicks where id = $1', [c.rows.clickId]], expect: OWNER_ONLY },
  { table: 'link_clicks', op: 'insert', sql: (c) => ["insert into public.link_clicks (short_link_id, user_agent) values ($1, 'x')", [c.rows.shortLinkId]], expect: DENIED },
  { table: 'link_clicks', op: 'update', sql: (c) => ["update public.link_clicks set user_agent = 'x' where id = $1", [c.rows.clickId]], expect: DENIED },
  { table: 'link_clicks', op: 'delete', sql: (c) => ['delete from public.link_clicks where id = $1', [c.rows.clickId]], expect: DENIED },
  // payments: users read their own; only service_role writes
  { table: 'payments', op: 'select', sql: (c) => ['select 1 from public.payments where id = $1', [c.rows.paymentId]], expect: OWNER_ONLY },
  { table: 'payments', op: 'insert own approved', sql: (_c, me) => ["insert into public.payments (user_id, plan_id, status, provider_payment_id, amount) values ($1, 'basico', 'approved', 'fake', 0)", [me]], expect: DENIED },
  { table: 'payments', op: 'update', sql: (c) => ["update public.payments set status = 'approved' where id = $1", [c.rows.paymentId]], expect: DENIED },
  { table: 'payments', op: 'delete', sql: (c) => ['delete from public.payments where id = $1', [c.rows.paymentId]], expect: DENIED },
  // workspaces (A's personal one): its members read it, owners and admins rename it; made, deleted and joined through functions only
  { table: 'workspaces', op: 'select', sql: (c) => ['select 1 from public.workspaces where personal_of = $1', [c.a.id]], expect: OWNER_ONLY },
  { table: 'workspaces', op: 'update name', sql: (c) => ["update public.workspaces set name = 'Minha' where personal_of = $1", [c.a.id]], expect: OWNER_ONLY },
  { table: 'workspaces', op: 'insert', sql: (_c, me) => ["insert into public.workspaces (name, created_by) values ('Nova', $1)", [me]], expect: DENIED },
  { table: 'workspaces', op: 'delete', sql: (c) => ['delete from public.workspaces where created_by = $1', [c.a.id]], expect: DENIED },
  { table: 'workspace_members', op: 'select', sql: (c) => ['select 1 from public.workspace_members where user_id = $1', [c.a.id]], expect: OWNER_ONLY },
  { table: 'workspace_members', op: 'insert into A\'s', sql: (c, me) => ["insert into public.workspace_members (workspace_id, user_id, role) select id, $2, 'admin' from public.workspaces where personal_of = $1", [c.a.id, me]], expect: DENIED },
  { table: 'workspace_members', op: 'update', sql: (c) => ["update public.workspace_members set role = 'viewer' where user_id = $1", [c.a.id]], expect: DENIED },
  { table: 'workspace_members', op: 'delete', sql: (c) => ['delete from public.workspace_members where user_id = $1', [c.a.id]], expect: DENIED },
  // internal tables: no API access at all
  { table: 'short_link_names', op: 'select', sql: () => ['select 1 from public.short_link_names', []], expect: DENIED },
  { table: 'short_link_names', op: 'insert', sql: () => ["insert into public.short_link_names (name, short_link_id) values ('zz', gen_random_uuid())", []], expect: DENIED },
  { table: 'short_link_rate_events', op: 'select', sql: () => ['select 1 from public.short_link_rate_events', []], expect: DENIED },
  { table: 'short_link_rate_events', op: 'delete', sql: () => ['delete from public.short_link_rate_events', []], expect: DENIED },
  // storage: qr_logos is publicly readable; writes only inside the caller's own folder
  { table: 'storage.objects', op: 'select', sql: (c) => ['select 1 from storage.objects where id = $1', [c.rows.logoObjectId]], expect: all(1) },
  { table: 'storage.objects', op: 'insert own folder', sql: (_c, me) => ["insert into storage.objects (bucket_id, name, owner_id) values ('qr_logos', $1 || '/new.png', $1)", [me ?? 'anon']], expect: { anon: 'denied', a: 1, b: 1, admin: 1 } },
  { table: 'storage.objects', op: "insert into A's folder", sql: (c, me) => ["insert into storage.objects (bucket_id, name, owner_id) values ('qr_logos', $1 || '/x.png', $2)", [c.a.id, me]], expect: FORGED_FOR_A },
  { table: 'storage.objects', op: 'insert other bucket', sql: (_c, me) => ["insert into storage.objects (bucket_id, name, owner_id) values ('private_docs', $1 || '/a.pdf', $1)", [me ?? 'anon']], expect: DENIED },
  { table: 'storage.buckets', op: 'insert', sql: () => ["insert into storage.buckets (id, name, public) values ('mine', 'mine', true)", []], expect: DENIED },
  { table: 'storage.buckets', op: 'update', sql: () => ["update storage.buckets set file_size_limit = null where id = 'qr_logos'", []], expect: all(0) },
  { table: 'storage.objects', op: 'update', sql: (c) => ["update storage.objects set metadata = '{}' where id = $1", [c.rows.logoObjectId]], expect: { anon: 0, a: 1, b: 0, admin: 0 } },
  { table: 'storage.objects', op: 'delete', sql: (c) => ['delete from storage.objects where id = $1', [c.rows.logoObjectId]], expect: { anon: 0, a: 1, b: 0, admin: 0 } },
  { table: 'storage.object_data', op: 'select', sql: (c) => ['select 1 from storage.object_data where object_id = $1', [c.rows.logoObjectId]], expect: all(1) },
  { table: 'storage.object_data', op: 'update', sql: (c) => ["update storage.object_data set data = '\\x00' where object_id = $1", [c.rows.logoObjectId]], expect: { anon: 0, a: 1, b: 0, admin: 0 } },
  { table: 'storage.object_data', op: 'delete', sql: (c) => ['delete from storage.object_data where object_id = $1', [c.rows.logoObjectId]], expect: { anon: 0, a: 1, b: 0, admin: 0 } },
];

const ROWS = CASES.flatMap((c) => WHO.map((who) => ({ ...c, who, expected: c.expect[who] })));

describe.each(ENGINES)('RLS matrix on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    console.log(
      `[${engine}] RLS matrix: ${ROWS.length} cases (${CASES.length} statements x ${WHO.length} callers)`,
    );
  });

  it('matches every expectation', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      const caller = cast.callers[row.who];
      const me = row.who === 'anon' ? null : cast[row.who].id;
      const [sql, params] = row.sql(cast, me);
      const actual = await probe(db, caller, sql, params);
      if (actual !== row.expected) {
        mismatches.push(
          `${row.table} ${row.op} as ${row.who}: expected ${row.expected}, got ${actual}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('never gives API roles table-wide powers that bypass RLS, nor the auth tables', async () => {
    const { rows } = await db.query(
      `select n.nspname || '.' || c.relname as "table", r.rolname as "role", p.privilege_type as "privilege"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join (values ('anon'), ('authenticated')) as r(rolname)
       cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER'), ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE')) as p(privilege_type)
       where n.nspname in ('public', 'storage', 'auth', 'qrlink_meta') and c.relkind in ('r', 'p')
         and has_table_privilege(r.rolname, c.oid, p.privilege_type)
         and (p.privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER') or n.nspname in ('auth', 'qrlink_meta'))`,
    );
    expect(rows).toEqual([]);
  });
});
