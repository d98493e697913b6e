/**
 * `npm run demo`'s data (packages/server/src/demo/seed-demo.ts) on a migrated database: a
 * confirmed demo account whose counters agree with its visit rows and rollups, made once.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '@qrlink/server/demo/seed-demo';
import { verifyPassword } from '@qrlink/server/http/auth/password';
import { useFreshDatabase } from '../support/databases';

describe('seedDemo (PGlite)', () => {
  let db: Db;
  useFreshDatabase('pglite', (fresh) => {
    db = fresh;
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
