/**
 * Payments confirmed by the provider: recorded once per provider id by the server (service
 * role), an approved one of the right amount activating its plan for one cycle; the
 * confirmation page's update_user_plan never grants a paid plan without one.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../packages/server/src/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  serviceRole,
  useFreshDatabase,
  userCaller,
} from '../../tests/support/databases';
import type { Caller, NewUser } from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

type Json = Record<string, unknown>;

describe.each(ENGINES)('provider payments on %s', (engine) => {
  let db: Db;
  let buyer: NewUser;
  let other: NewUser;
  let serial = 0;
  const record = (
    args: [string, string, string, string, string, number],
    caller: Caller = serviceRole,
  ) =>
    asRole(
      db,
      caller,
      async (tx) =>
        (
          await tx.query<{ r: Json }>(
            'select public.record_provider_payment($1, $2, $3, $4, $5, $6) as r',
            args,
          )
        ).rows[0]!.r,
    );
  const profile = async (id: string) =>
    (
      await db.query<{ plan_id: string; plan_cycle: string | null; plan_renews_at: Date | null }>(
        'select plan_id, plan_cycle, plan_renews_at from public.profiles where id = $1',
        [id],
      )
    ).rows[0]!;
  const updatePlan = (user: NewUser, planId: string) =>
    asRole(
      db,
      userCaller(user),
      async (tx) =>
        (await tx.query('select public.update_user_plan($1, $2) as r', [user.id, planId])).rows[0],
    );
  const nextId = () => `mp-${(serial += 1)}-${Date.now()}`;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    buyer = await createAuthUser(db, { fullName: 'Compradora' });
    other = await createAuthUser(db, { fullName: 'Outra Pessoa' });
  });

  it('activates the plan for one cycle when an approved payment of the price arrives', async () => {
    const id = nextId();
    const result = await record([id, buyer.id, 'basico', 'monthly', 'approved', 19.9]);
    expect(result).toMatchObject({ status: 'approved', activated: true });
    const after = await profile(buyer.id);
    expect(after.plan_id).toBe('basico');
    expect(after.plan_cycle).toBe('monthly');
    const days = (after.plan_renews_at!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const { rows } = await db.query(
      "select message from public.notifications where user_id = $1 and message like 'Pagamento confirmado%'",
      [buyer.id],
    );
    expect(rows).toHaveLength(1);

    // The same notification again records nothing new and activates nothing.
    expect(await record([id, buyer.id, 'basico', 'monthly', 'approved', 19.9])).toMatchObject({
      activated: false,
    });
    const count = await db.query(
      'select count(*)::int as n from public.payments where provider_payment_id = $1',
      [id],
    );
    expect(count.rows[0]!.n).toBe(1);
    expect((await profile(buyer.id)).plan_renews_at).toEqual(after.plan_renews_at);

    // The confirmation page now confirms without spending another payment.
    expect((await updatePlan(buyer, 'basico'))!.r).toMatchObject({ success: true });
  });

  it('waits for approval, refuses a short amount, and never moves a payment to another account', async () => {
    const id = nextId();
    expect(await record([id, other.id, 'profissional', 'yearly', 'pending', 419.16])).toMatchObject(
      {
        activated: false,
      },
    );
    expect((await profile(other.id)).plan_id).toBe('free_plan');
    expect(
      await record([id, other.id, 'profissional', 'yearly', 'approved', 419.16]),
    ).toMatchObject({
      activated: true,
    });
    expect(await profile(other.id)).toMatchObject({
      plan_id: 'profissional',
      plan_cycle: 'yearly',
    });

    const cheap = nextId();
    expect(await record([cheap, buyer.id, 'empresarial', 'monthly', 'approved', 1])).toMatchObject({
      activated: false,
      reason: 'amount_below_price',
    });
    expect((await profile(buyer.id)).plan_id).not.toBe('empresarial');

    expect(
      (await pgError(record([id, buyer.id, 'profissional', 'yearly', 'approved', 419.16]))).code,
    ).toBe('22023');
    for (const bad of [
      ['', buyer.id, 'basico', 'monthly', 'approved', 19.9],
      [nextId(), buyer.id, 'free_plan', 'monthly', 'approved', 0],
      [nextId(), buyer.id, 'basico', 'weekly', 'approved', 19.9],
      [nextId(), buyer.id, 'basico', 'monthly', 'approved', -1],
    ] as [string, string, string, string, string, number][]) {
      expect((await pgError(record(bad))).code).toBe('22023');
    }
  });

  it('is the server’s alone: no API role may record a payment', async () => {
    for (const caller of [{ role: 'anon' } as Caller, userCaller(buyer)]) {
      const error = await pgError(
        record([nextId(), buyer.id, 'basico', 'monthly', 'approved', 19.9], caller),
      );
      expect(error.code).toBe('42501');
    }
  });

  it('grants no paid plan to a forged confirmation, and the free plan always', async () => {
    const forger = await createAuthUser(db, { fullName: 'Forja' });
    const error = await pgError(updatePlan(forger, 'empresarial'));
    expect(error).toMatchObject({ code: '42501' });
    expect((await profile(forger.id)).plan_id).toBe('free_plan');
    expect((await updatePlan(forger, 'free_plan'))!.r).toMatchObject({ success: true });
    expect(await profile(forger.id)).toMatchObject({ plan_cycle: null, plan_renews_at: null });
  });
});
