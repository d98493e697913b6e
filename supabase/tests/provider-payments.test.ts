/**
 * Payments confirmed by the provider: recorded once per provider id by the server (service
 * role), an approved one of the right amount activating its plan for one cycle; the
 * confirmation page's update_user_plan never grants a paid plan without one.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
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

  const subscribe = (args: [string, string, string, string, string]) =>
    asRole(
      db,
      serviceRole,
      async (tx) =>
        (
          await tx.query<{ r: Json }>(
            'select public.record_provider_subscription($1, $2, $3, $4, $5) as r',
            args,
          )
        ).rows[0]!.r,
    );
  const expire = async () =>
    (await db.query<{ n: number }>('select public.expire_lapsed_plans() as n')).rows[0]!.n;
  const endPeriod = (user: NewUser, ago: string) =>
    db.query(`update public.profiles set plan_renews_at = now() - $2::interval where id = $1`, [
      user.id,
      ago,
    ]);
  const planStatus = (user: NewUser) =>
    asRole(
      db,
      userCaller(user),
      async (tx) => (await tx.query<{ r: Json }>('select public.my_plan_status() as r')).rows[0]!.r,
    );

  it('keeps a subscription with its owner and plan, and tells a cancellation once', async () => {
    const sub = `pre-${nextId()}`;
    expect(await subscribe([sub, buyer.id, 'basico', 'monthly', 'authorized'])).toMatchObject({
      status: 'authorized',
      changed: true,
    });
    await record([nextId(), buyer.id, 'basico', 'monthly', 'approved', 19.9]);
    expect(await planStatus(buyer)).toMatchObject({
      plan_id: 'basico',
      cycle: 'monthly',
      renews_automatically: true,
      subscription_status: 'authorized',
    });
    expect((await pgError(subscribe([sub, other.id, 'basico', 'monthly', 'cancelled']))).code).toBe(
      '22023',
    );
    expect(
      (await pgError(subscribe([sub, buyer.id, 'free_plan', 'monthly', 'cancelled']))).code,
    ).toBe('22023');
    expect((await pgError(subscribe([sub, buyer.id, 'basico', 'monthly', 'expired']))).code).toBe(
      '22023',
    );
    await subscribe([sub, buyer.id, 'basico', 'monthly', 'cancelled']);
    await subscribe([sub, buyer.id, 'basico', 'monthly', 'cancelled']);
    const { rows } = await db.query(
      "select 1 from public.notifications where user_id = $1 and message like 'Assinatura cancelada:%'",
      [buyer.id],
    );
    expect(rows).toHaveLength(1);
    expect(await planStatus(buyer)).toMatchObject({
      renews_automatically: false,
      subscription_status: 'cancelled',
    });
  });

  it('lapses a plan at the end of its period, with grace only while it renews by itself', async () => {
    // Renews by itself: three days of grace for Mercado Pago's late webhook.
    const sub = `pre-${nextId()}`;
    await subscribe([sub, buyer.id, 'basico', 'monthly', 'authorized']);
    await record([nextId(), buyer.id, 'basico', 'monthly', 'approved', 19.9]);
    await endPeriod(buyer, '1 hour');
    expect(await expire()).toBe(0);
    expect((await profile(buyer.id)).plan_id).toBe('basico');
    // A charge that failed ends the grace.
    await record([nextId(), buyer.id, 'basico', 'monthly', 'rejected', 19.9]);
    expect(await expire()).toBe(1);
    expect(await profile(buyer.id)).toMatchObject({ plan_id: 'free_plan', plan_renews_at: null });

    // Without a running subscription the plan ends on the day it was paid until.
    await record([nextId(), other.id, 'profissional', 'monthly', 'approved', 49.9]);
    await endPeriod(other, '-1 hour');
    expect(await expire()).toBe(0);
    await endPeriod(other, '1 second');
    expect(await expire()).toBe(1);
    const { rows } = await db.query<{ message: string }>(
      "select message from public.notifications where user_id = $1 and message like 'Seu plano%'",
      [other.id],
    );
    expect(rows.map((r) => r.message)).toEqual([
      expect.stringMatching(
        /^Seu plano Profissional terminou em \d\d\/\d\d\/\d{4} e sua conta voltou ao plano Grátis\.$/,
      ),
    ]);
    // Even a renewing plan lapses once the grace is over.
    const late = await createAuthUser(db);
    await subscribe([`pre-${nextId()}`, late.id, 'basico', 'monthly', 'authorized']);
    await record([nextId(), late.id, 'basico', 'monthly', 'approved', 19.9]);
    await endPeriod(late, '4 days');
    expect(await expire()).toBe(1);
  });
});
