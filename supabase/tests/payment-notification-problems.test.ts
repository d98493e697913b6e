/**
 * payment_notification_problems: written only by the server (record_payment_notification_problem
 * as the service role, one row per topic, resource and reason), read only by admins.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { asRole, ENGINES, serviceRole, useFreshDatabase } from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { probe } from '../../tests/support/db-probe';

describe.each(ENGINES)('payment notification problems on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
  });

  const record = (resourceId: string, reason: string, details: object = {}) =>
    asRole(db, serviceRole, (tx) =>
      tx.query('select public.record_payment_notification_problem($1, $2, $3, $4)', [
        'payment',
        resourceId,
        reason,
        JSON.stringify(details),
      ]),
    );

  it('keeps one row per topic, resource and reason, counting and refreshing repeats', async () => {
    await record('9001', 'Usuário não encontrado.', { attempt: 1 });
    await record('9001', 'Usuário não encontrado.', { attempt: 2 });
    await record('9001', 'Plano pago não encontrado.');
    const { rows } = await db.query<{ reason: string; occurrences: number; details: object }>(
      `select reason, occurrences, details from public.payment_notification_problems
       where resource_id = '9001' order by reason`,
    );
    expect(rows).toEqual([
      { reason: 'Plano pago não encontrado.', occurrences: 1, details: {} },
      { reason: 'Usuário não encontrado.', occurrences: 2, details: { attempt: 2 } },
    ]);
  });

  it('lets admins read them, and nobody but the server write them', async () => {
    await record('9002', 'Pagamento inválido.');
    const read = 'select 1 from public.payment_notification_problems';
    const { callers } = cast;
    const total = Number(
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from public.payment_notification_problems',
        )
      ).rows[0]!.n,
    );
    expect(await probe(db, callers.admin, read)).toBe(total);
    expect(await probe(db, callers.a, read)).toBe(0);
    expect(await probe(db, callers.anon, read)).toBe('denied');
    for (const caller of [callers.anon, callers.a, callers.admin]) {
      expect(
        await probe(
          db,
          caller,
          "insert into public.payment_notification_problems (topic, resource_id, reason) values ('payment', 'x', 'y')",
        ),
      ).toBe('denied');
      expect(
        await probe(db, caller, "update public.payment_notification_problems set reason = 'z'"),
      ).toBe('denied');
      expect(await probe(db, caller, 'delete from public.payment_notification_problems')).toBe(
        'denied',
      );
      expect(
        await probe(
          db,
          caller,
          "select public.record_payment_notification_problem('payment', 'x', 'y', '{}')",
        ),
      ).toBe('denied');
    }
  });
});
