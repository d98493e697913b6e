import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { verifyPassword } from '../http/auth/password';
import { demoVisits, seededRandom } from './demo-visits';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';

describe('demoVisits', () => {
  it('spreads visits over the last 60 days, deterministically, with a few bots', () => {
    const now = Date.UTC(2026, 0, 31);
    const visits = demoVisits(400, seededRandom(1), now);
    expect(demoVisits(400, seededRandom(1), now)).toEqual(visits);
    const ages = visits.map((visit) => (now - visit.at.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages)).toBeGreaterThan(40);
    const bots = visits.filter((visit) => visit.isBot).length;
    expect(bots).toBeGreaterThan(5);
    expect(bots).toBeLessThan(60);
    expect(new Set(visits.map((visit) => visit.device))).toEqual(
      new Set(['mobile', 'tablet', 'desktop', 'bot']),
    );
    expect(visits.every((visit) => (visit.device === 'bot') === visit.isBot)).toBe(true);
    expect(new Set(visits.map((visit) => visit.country)).size).toBeGreaterThan(1);
  });
});

describe('seedDemo (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db, { seed: true });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('creates a confirmed demo account with codes, links and consistent counters, once', async () => {
    const summary = await seedDemo(db, 'segredo-de-teste');
    expect(summary.created).toBe(true);
    expect(summary.scans + summary.clicks).toBeGreaterThan(300);
    const { rows: users } = await db.query<{
      encrypted_password: string;
      email_confirmed_at: Date | null;
    }>('select encrypted_password, email_confirmed_at from auth.users where email = $1', [
      DEMO_EMAIL,
    ]);
    expect(users[0]?.email_confirmed_at).toBeInstanceOf(Date);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.encrypted_password)).toBe(true);
    const { rows: qr } = await db.query<{ scan_count: number; people: number }>(
      `select q.scan_count, (select count(*) from public.qr_code_scans s where s.qr_code_id = q.id and not s.is_bot) as people
         from public.qr_codes q join auth.users u on u.id = q.user_id where u.email = $1`,
      [DEMO_EMAIL],
    );
    expect(qr.length).toBeGreaterThan(2);
    for (const row of qr) expect(row.scan_count).toBe(row.people);
    // Unique visitors, counted by the rollups as for real visits: some people came back.
    const { rows: people } = await db.query<{ visits: number; visitors: number }>(
      `select sum(count) filter (where dimension = 'visits')::int as visits,
              sum(count) filter (where dimension = 'visitors')::int as visitors
         from public.visit_rollups where kind = 'qr'`,
    );
    expect(people[0]!.visitors).toBeGreaterThan(people[0]!.visits / 2);
    expect(people[0]!.visitors).toBeLessThan(people[0]!.visits);
    expect((await seedDemo(db, 'segredo-de-teste')).created).toBe(false);
  });
});
