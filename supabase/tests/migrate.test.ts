/**
 * The migrator and the bootstrap on both engines: idempotent, and what Supabase provides exists.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@qrlink/server/db/database';
import type { Db } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { Utf8Text } from '@qrlink/server/db/utf8-text';
import {
  ENGINES,
  asRole,
  createAuthUser,
  freshDatabase,
  useFreshDatabase,
} from '../../tests/support/databases';

describe.each(ENGINES)('migrate on %s', (engine) => {
  let db: Db;
  useFreshDatabase(engine, (fresh) => {
    db = fresh;
  });

  it('applies nothing on a second run', async () => {
    expect(await migrate(db, { seed: true })).toEqual({ applied: [] });
  });

  it('returns int8 and numeric as numbers on this engine', async () => {
    const { rows } = await db.query<{ n: number; p: number }>(
      'select 9007199254740991::int8 as n, 19.90::numeric(10,2) as p',
    );
    expect(rows[0]).toEqual({ n: 9007199254740991, p: 19.9 });
    const { rows: arrays } = await db.query(
      'select array[1::int8, null] as a, array[1.5::numeric] as n',
    );
    expect(arrays[0]).toEqual({ a: [1, null], n: [1.5] });
  });

  it('returns bytea as a Buffer on this engine', async () => {
    const { rows } = await db.query<{ b: Buffer }>('select $1::bytea as b', [
      Buffer.from([0, 1, 254, 255]),
    ]);
    expect(Buffer.isBuffer(rows[0]?.b)).toBe(true);
    expect([...rows[0]!.b]).toEqual([0, 1, 254, 255]);
  });

  it('takes text handed over as its UTF-8 bytes (a batch of visits) on this engine', async () => {
    const text = JSON.stringify([{ city: 'São Paulo', ua: '🙂' }]);
    const bytes = new TextEncoder().encode(text);
    const { rows } = await db.query<{ j: unknown; t: string }>('select $1::jsonb as j, $2 as t', [
      new Utf8Text(bytes),
      'plain',
    ]);
    expect(rows[0]).toEqual({ j: [{ city: 'São Paulo', ua: '🙂' }], t: 'plain' });
    const inTransaction = await db.transaction((tx) =>
      tx.query<{ t: string }>('select $1::text as t', [new Utf8Text(bytes)]),
    );
    expect(inTransaction.rows[0]?.t).toBe(text);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into storage.buckets (id, name) values ('tmp_rb', 'tmp_rb')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rowCount } = await db.query("select 1 from storage.buckets where id = 'tmp_rb'");
    expect(rowCount).toBe(0);
  });

  it('runs statements together in one transaction: each one answered, none kept after an error', async () => {
    const [inserted, counted] = await db.transactionOf([
      { sql: "insert into storage.buckets (id, name) values ('tmp_of', 'tmp_of') returning id" },
      { sql: 'select count(*)::int as n from storage.buckets where id = $1', params: ['tmp_of'] },
    ]);
    expect(inserted!.rows).toEqual([{ id: 'tmp_of' }]);
    expect(counted!.rows).toEqual([{ n: 1 }]);
    await expect(
      db.transactionOf([
        { sql: "insert into storage.buckets (id, name) values ('tmp_of2', 'tmp_of2')" },
        { sql: "insert into storage.buckets (id, name) values ('tmp_of', 'tmp_of')" },
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ id: string }>(
      "select id from storage.buckets where id like 'tmp_of%' order by id",
    );
    expect(rows).toEqual([{ id: 'tmp_of' }]);
    await db.query("delete from storage.buckets where id = 'tmp_of'");
  });

  it('reads the caller from request.jwt.claims like Supabase', async () => {
    const user = await createAuthUser(db);
    const row = await asRole(
      db,
      { role: 'authenticated', userId: user.id, email: user.email },
      async (tx) =>
        (
          await tx.query<{ uid: string; role: string; email: string; cu: string }>(
            "select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email, current_user as cu",
          )
        ).rows[0],
    );
    expect(row).toEqual({
      uid: user.id,
      role: 'authenticated',
      email: user.email,
      cu: 'authenticated',
    });
    // After a transaction that set it locally, the setting reads '' (not null): still no uid.
    const after = await db.query<{ uid: string | null }>('select auth.uid() as uid');
    expect(after.rows[0]?.uid).toBeNull();
  });

  it('seeds the free plan, three paid plans with the 30% yearly price, and the settings', async () => {
    const { rows: plans } = await db.query<{
      id: string;
      name: string;
      price: number;
      price_yearly: number | null;
      popular: boolean;
      features: string[];
    }>(
      'select id, name, price, price_yearly, popular, features from public.plans order by "order"',
    );
    expect(plans[0]).toMatchObject({
      id: 'free_plan',
      name: 'Grátis',
      price: 0,
      price_yearly: null,
    });
    const paid = plans.filter((p) => p.price > 0);
    expect(paid).toHaveLength(3);
    for (const plan of paid) {
      expect(plan.price_yearly).toBe(Math.round(plan.price * 12 * 0.7 * 100) / 100);
      expect(plan.features.length).toBeGreaterThan(0);
    }
    expect(plans.filter((p) => p.popular)).toHaveLength(1);
    const { rows: settings } = await db.query(
      'select key, value from public.app_settings order by key',
    );
    expect(settings).toEqual([
      // A new install (no account when the migration ran) requires two-factor from admins.
      { key: 'admin_mfa_required', value: { enabled: true } },
      { key: 'allow_new_registrations', value: { enabled: true } },
      {
        key: 'maintenance_mode',
        value: { enabled: false, message: 'Estamos em manutenção. Voltamos em breve!' },
      },
    ]);
  });

  it('has the storage path helpers of Supabase', async () => {
    const { rows } = await db.query(
      "select storage.foldername('u1/sub/logo.png') as f, storage.filename('u1/sub/logo.png') as n, storage.extension('u1/sub/logo.png') as e",
    );
    expect(rows[0]).toEqual({ f: ['u1', 'sub'], n: 'logo.png', e: 'png' });
  });
});

async function sizes(db: Db): Promise<{ buffers: string; segment: string }> {
  const { rows } = await db.query<{ buffers: string; segment: string }>(
    "select current_setting('shared_buffers') buffers, current_setting('wal_segment_size') segment",
  );
  return rows[0]!;
}

describe('PGlite start settings', () => {
  it("starts the tests' copies with the settings and WAL segments asked for", async () => {
    const db = await freshDatabase('pglite');
    try {
      expect(await sizes(db)).toEqual({ buffers: '8MB', segment: '1MB' });
    } finally {
      await db.close();
    }
  });
});

describe('PGlite on disk (the embedded default mode)', () => {
  it('keeps data and applied migrations across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'qrlink-pglite-disk-'));
    try {
      const first = await openDatabase({ dataDir });
      expect((await migrate(first, { seed: true })).applied.length).toBeGreaterThan(5);
      await first.query("insert into auth.users (email) values ('disco@example.com')");
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await migrate(second, { seed: true })).toEqual({ applied: [] });
      // The server's PGlite keeps PostgreSQL's own sizes (the tests' copies start smaller).
      expect(await sizes(second)).toEqual({ buffers: '128MB', segment: '16MB' });
      const { rows } = await second.query<{ email: string }>('select email from public.profiles');
      expect(rows).toEqual([{ email: 'disco@example.com' }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
