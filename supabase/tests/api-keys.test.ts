/**
 * API keys: created by their owner and shown once, stored as a SHA-256 only, listed (never the
 * hash) by their owner alone, revoked for good; the server finds a live key's owner by hash.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  anon,
  asRole,
  serviceRole,
  useFreshDatabase,
} from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError, probe } from '../../tests/support/db-probe';

interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  key: string;
  rate_limit_per_minute: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(ENGINES)('API keys on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
  });

  const create = (caller: Caller, name: string) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ k: CreatedKey }>('select public.create_api_key($1) as k', [
        name,
      ]);
      return rows[0]!.k;
    });
  const owner = (key: string) =>
    asRole(db, serviceRole, async (tx) => {
      const { rows } = await tx.query<{ key_id: string; user_id: string; email: string }>(
        'select * from public.api_key_owner($1)',
        [sha256(key)],
      );
      return rows[0];
    });

  it('shows the key once and keeps only its hash', async () => {
    const created = await create(cast.callers.a, '  Integração  ');
    expect(created).toMatchObject({ name: 'Integração', rate_limit_per_minute: 60 });
    expect(created.key).toMatch(/^qrl_[A-Za-z0-9_-]{32}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const { rows } = await db.query<Record<string, unknown>>(
      'select * from public.api_keys where id = $1',
      [created.id],
    );
    expect(rows[0]!.key_hash).toBe(sha256(created.key));
    expect(JSON.stringify(rows[0])).not.toContain(created.key);
    expect(await owner(created.key)).toMatchObject({
      key_id: created.id,
      user_id: cast.a.id,
      email: cast.a.email,
    });
    expect(await owner(`${created.key}x`)).toBeUndefined();
  });

  it('lets only the owner list a key, and nobody read a hash', async () => {
    const created = await create(cast.callers.a, 'Lista');
    const list =
      'select id, name, prefix, last_used_at, revoked_at from public.api_keys where id = $1';
    expect(await probe(db, cast.callers.a, list, [created.id])).toBe(1);
    expect(await probe(db, cast.callers.b, list, [created.id])).toBe(0);
    expect(await probe(db, cast.callers.admin, list, [created.id])).toBe(0);
    expect(await probe(db, anon, list, [created.id])).toBe('denied');
    const hash = 'select key_hash from public.api_keys where id = $1';
    expect(await probe(db, cast.callers.a, hash, [created.id])).toBe('denied');
    expect(await probe(db, cast.callers.a, 'select * from public.api_keys', [])).toBe('denied');
    // No direct writes: a key with a known hash, a revoked key brought back, a stolen key.
    const forged = `insert into public.api_keys (user_id, name, prefix, key_hash) values ($1, 'x', 'qrl_AAAAAAAA', $2)`;
    expect(await probe(db, cast.callers.a, forged, [cast.a.id, sha256('mine')])).toBe('denied');
    expect(
      await probe(
        db,
        cast.callers.a,
        'update public.api_keys set revoked_at = null where id = $1',
        [created.id],
      ),
    ).toBe('denied');
    expect(
      await probe(db, cast.callers.b, 'update public.api_keys set user_id = $2 where id = $1', [
        created.id,
        cast.b.id,
      ]),
    ).toBe('denied');
    expect(
      await probe(db, cast.callers.a, 'delete from public.api_keys where id = $1', [created.id]),
    ).toBe('denied');
  });

  it('revokes a key for good, only by its owner', async () => {
    const created = await create(cast.callers.a, 'Revogar');
    expect(
      await pgError(
        asRole(db, cast.callers.b, (tx) =>
          tx.query('select public.revoke_api_key($1)', [created.id]),
        ),
      ),
    ).toMatchObject({ code: 'P0002' });
    expect(await owner(created.key)).toBeDefined();
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('select public.revoke_api_key($1)', [created.id]),
    );
    expect(await owner(created.key)).toBeUndefined();
    // Revoking again changes nothing (the first date stays).
    const first = await db.query<{ revoked_at: Date }>(
      'select revoked_at from public.api_keys where id = $1',
      [created.id],
    );
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('select public.revoke_api_key($1)', [created.id]),
    );
    const second = await db.query<{ revoked_at: Date }>(
      'select revoked_at from public.api_keys where id = $1',
      [created.id],
    );
    expect(second.rows[0]!.revoked_at).toEqual(first.rows[0]!.revoked_at);
  });

  it('refuses blank names and more than 10 live keys', async () => {
    expect(await pgError(create(cast.callers.b, '   '))).toMatchObject({
      code: '22023',
      message: 'Dê um nome de 1 a 100 caracteres à chave.',
    });
    for (let i = 0; i < 10; i += 1) await create(cast.callers.b, `k${i}`);
    expect(await pgError(create(cast.callers.b, 'k10'))).toMatchObject({
      code: '22023',
      message: expect.stringContaining('Limite de 10 chaves ativas'),
    });
  });

  it('notes the last use at most once a minute and goes with its owner', async () => {
    const created = await create(cast.callers.a, 'Uso');
    await owner(created.key);
    const used = await db.query<{ last_used_at: Date | null }>(
      'select last_used_at from public.api_keys where id = $1',
      [created.id],
    );
    expect(used.rows[0]!.last_used_at).toBeInstanceOf(Date);
    await db.query('delete from auth.users where id = $1', [cast.a.id]);
    expect(await owner(created.key)).toBeUndefined();
    const left = await db.query('select 1 from public.api_keys where user_id = $1', [cast.a.id]);
    expect(left.rowCount).toBe(0);
  });
});
