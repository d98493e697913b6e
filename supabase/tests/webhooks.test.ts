/**
 * Webhooks: https endpoints whose secret is shown once; each scan milestone queues one delivery
 * per endpoint in the transaction that records it (never from a notification a user writes);
 * the server's worker claims due deliveries once and records the outcome; owners alone see them.
 * In a team, the webhooks are the workspace's: its owners and admins manage them, every code of
 * the workspace notifies them, and they outlive whoever added them (docs/product/teams.md,
 * "Webhooks").
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  anon,
  asRole,
  createAuthUser,
  serviceRole,
  useFreshDatabase,
  userCaller,
  type Caller,
} from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError, probe } from '../../tests/support/db-probe';

interface Claimed {
  id: string;
  url: string;
  secret: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
}

describe.each(ENGINES)('webhooks on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  let hook: { id: string; url: string; secret: string };
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    hook = await createHook(cast.callers.a, 'https://hooks.example.com/qr');
  });

  async function createHook(caller: Caller, url: string) {
    return asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ w: { id: string; url: string; secret: string } }>(
        'select public.create_webhook($1) as w',
        [url],
      );
      return rows[0]!.w;
    });
  }
  const scans = (target: string, n: number) =>
    asRole(db, serviceRole, (tx) =>
      tx.query('select public.record_redirect_visits($1, $2::jsonb)', [
        randomUUID(),
        JSON.stringify(
          Array.from({ length: n }, (_, i) => ({ seq: i + 1, kind: 'qr', target, is_bot: false })),
        ),
      ]),
    );
  const claim = () =>
    asRole(db, serviceRole, async (tx) => {
      const { rows } = await tx.query<Claimed>(
        'select * from public.claim_webhook_deliveries(10, 60)',
      );
      return rows;
    });
  const finish = (id: string, delivered: boolean, retryAt: string | null) =>
    asRole(db, serviceRole, (tx) =>
      tx.query('select public.finish_webhook_delivery($1, $2, $3, $4, $5)', [
        id,
        delivered,
        delivered ? 200 : 500,
        delivered ? null : 'HTTP 500',
        retryAt,
      ]),
    );

  it('accepts https only and shows the secret once', async () => {
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(await pgError(createHook(cast.callers.a, 'http://hooks.example.com/qr'))).toMatchObject({
      code: '22023',
      message: 'Use um endereço https:// válido, com até 2048 caracteres.',
    });
    expect(await pgError(createHook(cast.callers.a, 'javascript:alert(1)'))).toMatchObject({
      code: '22023',
    });
    expect(await pgError(createHook(anon, 'https://x.example'))).toMatchObject({ code: '42501' });
    const read = 'select id, url from public.webhooks where id = $1';
    expect(await probe(db, cast.callers.a, read, [hook.id])).toBe(1);
    expect(await probe(db, cast.callers.b, read, [hook.id])).toBe(0);
    expect(await probe(db, anon, read, [hook.id])).toBe('denied');
    expect(
      await probe(db, cast.callers.a, 'select secret from public.webhooks where id = $1', [
        hook.id,
      ]),
    ).toBe('denied');
    expect(
      await probe(
        db,
        cast.callers.a,
        "insert into public.webhooks (user_id, url, secret) values ($1, 'https://a.example', 'whsec_' || repeat('a', 32))",
        [cast.a.id],
      ),
    ).toBe('denied');
    expect(
      await probe(db, cast.callers.b, 'delete from public.webhooks where id = $1', [hook.id]),
    ).toBe(0);
  });

  it('queues one delivery per milestone in the transaction that reaches it', async () => {
    await scans(cast.rows.qrCodeId, 9);
    expect(await claim()).toEqual([]);
    await scans(cast.rows.qrCodeId, 3);
    const [first, ...rest] = await claim();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      url: 'https://hooks.example.com/qr',
      secret: hook.secret,
      event: 'scan.milestone',
      attempts: 1,
      payload: {
        qr_code_id: cast.rows.qrCodeId,
        milestone: 10,
        target_url: 'https://example.com/a',
      },
    });
    // Claimed: another worker does not get it while it is being sent.
    expect(await claim()).toEqual([]);
    await finish(first!.id, true, null);
    const owner = await asRole(db, cast.callers.a, async (tx) => {
      const { rows } = await tx.query<{ status: string; last_status: number }>(
        'select status, last_status from public.webhook_deliveries where id = $1',
        [first!.id],
      );
      return rows;
    });
    expect(owner).toEqual([{ status: 'delivered', last_status: 200 }]);
    expect(
      await probe(db, cast.callers.b, 'select 1 from public.webhook_deliveries where id = $1', [
        first!.id,
      ]),
    ).toBe(0);
    expect(
      await probe(db, anon, 'select 1 from public.webhook_deliveries where id = $1', [first!.id]),
    ).toBe('denied');
  });

  it('ignores milestones a user writes about themselves', async () => {
    await asRole(db, cast.callers.a, (tx) =>
      tx.query(
        "insert into public.notifications (user_id, type, message, related_qr_code_id) values (auth.uid(), 'scan_milestone', 'Seu QR Code atingiu 100 scans! (x)', $1)",
        [cast.rows.qrCodeId],
      ),
    );
    expect(await claim()).toEqual([]);
  });

  it('retries later, gives up when told, and pings on request', async () => {
    await asRole(db, cast.callers.a, (tx) => tx.query('select public.ping_webhook($1)', [hook.id]));
    expect(
      await pgError(
        asRole(db, cast.callers.a, (tx) => tx.query('select public.ping_webhook($1)', [hook.id])),
      ),
    ).toMatchObject({ code: '22023' });
    expect(
      await pgError(
        asRole(db, cast.callers.b, (tx) => tx.query('select public.ping_webhook($1)', [hook.id])),
      ),
    ).toMatchObject({ code: 'P0002' });
    const [ping] = await claim();
    expect(ping).toMatchObject({ event: 'ping', attempts: 1 });
    await finish(ping!.id, false, new Date(Date.now() - 1000).toISOString());
    const [again] = await claim();
    expect(again).toMatchObject({ id: ping!.id, attempts: 2 });
    await finish(again!.id, false, null);
    expect(await claim()).toEqual([]);
    const { rows } = await db.query<{ status: string; last_error: string }>(
      'select status, last_error from public.webhook_deliveries where id = $1',
      [ping!.id],
    );
    expect(rows[0]).toEqual({ status: 'failed', last_error: 'HTTP 500' });
  });

  it('takes the deliveries with the webhook', async () => {
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('delete from public.webhooks where id = $1', [hook.id]),
    );
    const { rowCount } = await db.query(
      'select 1 from public.webhook_deliveries where webhook_id = $1',
      [hook.id],
    );
    expect(rowCount).toBe(0);
  });

  it("belongs to a team's workspace: its admins manage it, its codes notify it, it outlives its maker", async () => {
    const [owner, admin, editor] = await Promise.all([1, 2, 3].map(() => createAuthUser(db)));
    await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [owner!.id]);
    const team = await asRole(db, userCaller(owner!), async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "select public.create_workspace('Agência') as id",
      );
      return rows[0]!.id;
    });
    await db.query(
      `insert into public.workspace_members (workspace_id, user_id, role)
       values ($1, $2, 'admin'), ($1, $3, 'editor')`,
      [team, admin!.id, editor!.id],
    );
    const inTeam = (caller: Caller, url: string) =>
      asRole(db, caller, async (tx) => {
        const { rows } = await tx.query<{ w: { id: string; secret: string } }>(
          'select public.create_webhook($1, $2) as w',
          [url, team],
        );
        return rows[0]!.w;
      });
    expect(await pgError(inTeam(userCaller(editor!), 'https://editor.example'))).toMatchObject({
      code: '42501',
      message:
        'Só o proprietário e os administradores do espaço de trabalho gerenciam os webhooks.',
    });
    const teamHook = await inTeam(userCaller(admin!), 'https://agencia.example/hook');
    const read = 'select id from public.webhooks where id = $1';
    expect(await probe(db, userCaller(owner!), read, [teamHook.id])).toBe(1);
    expect(await probe(db, userCaller(editor!), read, [teamHook.id])).toBe(0);
    expect(
      await probe(db, userCaller(editor!), 'delete from public.webhooks where id = $1', [
        teamHook.id,
      ]),
    ).toBe(0);
    expect(
      await pgError(
        asRole(db, userCaller(editor!), (tx) =>
          tx.query('select public.ping_webhook($1)', [teamHook.id]),
        ),
      ),
    ).toMatchObject({ code: 'P0002' });

    // The editor's code of the team reaches 10 scans: the team's webhook is told, and only it.
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (workspace_id, user_id, target_url)
       values ($1, $2, 'https://agencia.example/menu') returning id`,
      [team, editor!.id],
    );
    await scans(rows[0]!.id, 10);
    const claimed = await claim();
    expect(claimed.map((d) => [d.url, d.payload.qr_code_id])).toEqual([
      ['https://agencia.example/hook', rows[0]!.id],
    ]);
    await finish(claimed[0]!.id, true, null);
    const log = 'select 1 from public.webhook_deliveries where id = $1';
    expect(await probe(db, userCaller(owner!), log, [claimed[0]!.id])).toBe(1);
    expect(await probe(db, userCaller(editor!), log, [claimed[0]!.id])).toBe(0);

    // The admin who added it deletes their account: it stays with the team.
    await db.query('delete from auth.users where id = $1', [admin!.id]);
    const kept = await db.query<{ user_id: string | null }>(
      'select user_id from public.webhooks where id = $1',
      [teamHook.id],
    );
    expect(kept.rows).toEqual([{ user_id: null }]);
    expect(await probe(db, userCaller(owner!), log, [claimed[0]!.id])).toBe(1);
  });
});
