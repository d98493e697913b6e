/**
 * Shared reports: an owner shares the analytics of their own code behind a random token; anyone
 * with the token reads the same aggregation visit_stats gives the owner (and nothing else);
 * nobody else sees, creates or revokes a share; revoking or deleting the code ends the page.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { ENGINES, anon, asRole, useFreshDatabase } from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError, probe } from '../../tests/support/db-probe';

interface Share {
  id: string;
  token: string;
  qr_code_id: string | null;
  short_link_id: string | null;
}

describe.each(ENGINES)('shared reports on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
  });

  const share = (caller: Caller, kind: 'qr' | 'link', target: string) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<Share>('select * from public.create_shared_report($1, $2)', [
        kind,
        target,
      ]);
      return rows[0]!;
    });
  const report = (caller: Caller, token: string, from = 'current_date - 6', to = 'current_date') =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ r: Record<string, unknown> | null }>(
        `select public.shared_report($1, ${from}, ${to}) as r`,
        [token],
      );
      return rows[0]!.r;
    });
  const visits = (target: string, kind: 'qr' | 'link', n: number) =>
    asRole(db, { role: 'service_role' }, (tx) =>
      tx.query('select public.record_redirect_visits($1, $2::jsonb)', [
        randomUUID(),
        JSON.stringify(
          Array.from({ length: n }, (_, i) => ({
            seq: i + 1,
            kind,
            target,
            at: new Date().toISOString(),
            user_agent: 'Mozilla/5.0',
            device: i % 2 ? 'desktop' : 'mobile',
            country: 'BR',
            is_bot: false,
            visitor: `v${i % 3}`,
          })),
        ),
      ]),
    );

  it('gives the owner an unguessable token whose report anyone reads, equal to the owner view', async () => {
    await visits(cast.rows.qrCodeId, 'qr', 5);
    const created = await share(cast.callers.a, 'qr', cast.rows.qrCodeId);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other = await share(cast.callers.a, 'qr', cast.rows.qrCodeId);
    expect(other.token).not.toBe(created.token);

    const publicView = await report(anon, created.token);
    expect(publicView).toMatchObject({
      kind: 'qr',
      destination: 'https://example.com/a',
      short_path: null,
    });
    const ownerView = await asRole(db, cast.callers.a, async (tx) => {
      const { rows } = await tx.query<{ s: unknown }>(
        "select public.visit_stats('qr', $1, current_date - 6, current_date) as s",
        [cast.rows.qrCodeId],
      );
      return rows[0]!.s;
    });
    expect(publicView!.stats).toEqual(ownerView);
    // The cast's own scan (no visitor key) and these five.
    expect(publicView!.stats).toMatchObject({ visits: 6, visitors: 3 });
    // The report says nothing of its owner.
    expect(JSON.stringify(publicView)).not.toContain(cast.a.id);
    expect(JSON.stringify(publicView)).not.toContain(cast.a.email);
  });

  it('shares a short link with its short path', async () => {
    await visits(cast.rows.shortLinkId, 'link', 2);
    const created = await share(cast.callers.a, 'link', cast.rows.shortLinkId);
    const view = await report(anon, created.token);
    expect(view).toMatchObject({ kind: 'link', destination: 'https://example.com/long' });
    expect(view!.short_path).toMatch(/^\/s\/A[a-z0-9]+$/);
    expect(view!.stats).toMatchObject({ visits: 3 }); // the cast's click and these two
  });

  it('answers null for an unknown or malformed token and a null stats for a refused range', async () => {
    expect(await report(anon, 'A'.repeat(32))).toBeNull();
    expect(await report(anon, "' or 1=1 --")).toBeNull();
    const created = await share(cast.callers.a, 'qr', cast.rows.qrCodeId);
    const reversed = await report(anon, created.token, 'current_date', 'current_date - 3');
    expect(reversed).toMatchObject({ kind: 'qr', stats: null });
  });

  it('lets no one share, see or revoke a code or share that is not theirs', async () => {
    const created = await share(cast.callers.a, 'qr', cast.rows.qrCodeId);
    expect(await pgError(share(cast.callers.b, 'qr', cast.rows.qrCodeId))).toMatchObject({
      code: 'P0002',
    });
    expect(await pgError(share(cast.callers.admin, 'link', cast.rows.shortLinkId))).toMatchObject({
      code: 'P0002',
    });
    expect(await pgError(share(anon, 'qr', cast.rows.qrCodeId))).toMatchObject({ code: '42501' });
    const select = ['select 1 from public.shared_reports where id = $1', [created.id]] as const;
    expect(await probe(db, cast.callers.a, select[0], [...select[1]])).toBe(1);
    expect(await probe(db, cast.callers.b, select[0], [...select[1]])).toBe(0);
    expect(await probe(db, cast.callers.admin, select[0], [...select[1]])).toBe(0);
    expect(await probe(db, anon, select[0], [...select[1]])).toBe('denied');
    const remove = 'delete from public.shared_reports where id = $1';
    expect(await probe(db, cast.callers.b, remove, [created.id])).toBe(0);
    expect(await probe(db, anon, remove, [created.id])).toBe('denied');
    // Forging a share (any token, someone else's code) is not possible by insert.
    const forge = `insert into public.shared_reports (user_id, token, qr_code_id) values ($1, $2, $3)`;
    expect(
      await probe(db, cast.callers.b, forge, [cast.b.id, 'B'.repeat(32), cast.rows.qrCodeId]),
    ).toBe('denied');
    expect(
      await probe(db, cast.callers.a, 'update public.shared_reports set token = $2 where id = $1', [
        created.id,
        'C'.repeat(32),
      ]),
    ).toBe('denied');
  });

  it('ends the page when the owner revokes it or deletes the code', async () => {
    const revoked = await share(cast.callers.a, 'qr', cast.rows.qrCodeId);
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('delete from public.shared_reports where id = $1', [revoked.id]),
    );
    expect(await report(anon, revoked.token)).toBeNull();

    const code = await asRole(db, cast.callers.a, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "insert into public.qr_codes (user_id, target_url) values (auth.uid(), 'https://b.example/') returning id",
      );
      return rows[0]!.id;
    });
    const kept = await share(cast.callers.a, 'qr', code);
    expect(await report(anon, kept.token)).not.toBeNull();
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('delete from public.qr_codes where id = $1', [code]),
    );
    expect(await report(anon, kept.token)).toBeNull();
  });

  it('keeps visit_stats an owner-only view through the shared aggregation', async () => {
    const stranger = await asRole(db, cast.callers.b, async (tx) => {
      const { rows } = await tx.query<{ s: { visits: number } }>(
        "select public.visit_stats_for('qr', array[$1::uuid], current_date - 6, current_date) as s",
        [cast.rows.qrCodeId],
      );
      return rows[0]!.s;
    });
    expect(stranger.visits).toBe(0);
  });
});
