/**
 * Short links: the one case-insensitive namespace of codes and aliases (both directions),
 * create_short_link (anonymous and signed in, validation, random codes) and its per-IP limit.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  userCaller,
} from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

const ALIAS_TAKEN = 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.';

describe.each(ENGINES)('short links on %s', (engine) => {
  let db: Db;
  let ana: Caller;
  let bia: Caller;
  const anon: Caller = { role: 'anon' };
  let ipCounter = 0;
  /** A fresh client IP per call unless given, so the hourly limit only bites where tested. */
  const create = (caller: Caller, args: unknown[], ip = `192.0.2.${++ipCounter}`) =>
    asRole(
      db,
      caller,
      async (tx) =>
        (await tx.query('select * from public.create_short_link($1, $2, $3)', args)).rows[0]!,
      { 'x-forwarded-for': `${ip}, 10.0.0.1` },
    );
  const insertLink = (caller: Caller, code: string, alias: string | null) =>
    asRole(db, caller, (tx) =>
      tx.query(
        "insert into public.short_links (user_id, original_url, short_code, custom_alias) values (auth.uid(), 'https://example.com', $1, $2)",
        [code, alias],
      ),
    );

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = userCaller(await createAuthUser(db));
    bia = userCaller(await createAuthUser(db));
  });

  it('keeps codes and aliases in one case-insensitive namespace, both directions', async () => {
    await insertLink(ana, 'Abcd123', 'minha-loja');
    // alias of B = code of A (other case)
    expect(await pgError(insertLink(bia, 'Zzzz999', 'ABCD123'))).toEqual({
      code: '23505',
      message: ALIAS_TAKEN,
    });
    // code of B = alias of A (other case)
    await insertLink(ana, 'Efgh456', 'lojadaana');
    expect((await pgError(insertLink(bia, 'LOJAdaAna', null))).code).toBe('23505');
    expect((await pgError(insertLink(bia, 'Yyyy888', 'Minha-Loja'))).message).toBe(ALIAS_TAKEN);
    expect((await pgError(insertLink(bia, 'abcd123', null))).code).toBe('23505');
    // a link may use its own code as alias; editing to a free alias releases the old one
    await insertLink(bia, 'Free0001', 'free0001');
    await asRole(db, ana, (tx) =>
      tx.query(
        "update public.short_links set custom_alias = 'loja-nova' where short_code = 'Abcd123'",
      ),
    );
    await insertLink(bia, 'Other001', 'minha-loja');
    expect(
      (
        await pgError(
          asRole(db, bia, (tx) =>
            tx.query(
              "update public.short_links set custom_alias = 'LOJA-NOVA' where short_code = 'Other001'",
            ),
          ),
        )
      ).message,
    ).toBe(ALIAS_TAKEN);
  });

  it('validates aliases, codes and URLs with pt-BR messages', async () => {
    const bad = async (code: string, alias: string | null, url = 'https://example.com') =>
      pgError(
        asRole(db, ana, (tx) =>
          tx.query(
            'insert into public.short_links (user_id, original_url, short_code, custom_alias) values (auth.uid(), $3, $1, $2)',
            [code, alias, url],
          ),
        ),
      );
    expect(await bad('Good1234', 'com espaço')).toEqual({
      code: '22023',
      message: 'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.',
    });
    expect((await bad('Good1234', 'a'.repeat(51))).code).toBe('22023');
    expect((await bad('ab-c', null)).code).toBe('22023');
    expect((await bad('abc', null)).code).toBe('22023');
    expect((await bad('Good1234', null, 'javascript:alert(1)')).code).toBe('22023');
    expect((await bad('Good1234', null, `https://example.com/${'a'.repeat(2040)}`)).code).toBe(
      '22023',
    );
    expect((await bad('Good1234', null, 'ftp://example.com')).code).toBe('22023');
    // click_count is ours: a client insert cannot set it (no grant)
    expect(
      (
        await pgError(
          asRole(db, ana, (tx) =>
            tx.query(
              "insert into public.short_links (user_id, original_url, short_code, click_count) values (auth.uid(), 'https://example.com', 'Cnt12345', 99)",
            ),
          ),
        )
      ).code,
    ).toBe('42501');
  });

  it('creates anonymous and owned links with random 7-character codes, trimmed', async () => {
    const anonymous = await create(anon, ['  https://example.com/a  ', null, '  oi  ']);
    expect(anonymous).toMatchObject({
      user_id: null,
      original_url: 'https://example.com/a',
      custom_alias: null,
      description: 'oi',
      click_count: 0,
    });
    expect(anonymous.short_code).toMatch(/^[A-Za-z0-9]{7}$/);
    const owned = await create(ana, ['https://example.com/b', '  promo-ana ', null]);
    expect(owned).toMatchObject({ custom_alias: 'promo-ana' });
    const { rows } = await db.query('select user_id from public.short_links where id = $1', [
      owned.id,
    ]);
    expect(rows[0]?.user_id).toBe(ana.userId);
    // the anonymous link is invisible through the API, even to its creator's session
    const seen = await asRole(
      db,
      ana,
      async (tx) =>
        (await tx.query('select 1 from public.short_links where id = $1', [anonymous.id])).rowCount,
    );
    expect(seen).toBe(0);
  });

  it('draws a free 6-character code when the dashboard inserts a link without one', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const row = await asRole(
        db,
        ana,
        async (tx) =>
          (
            await tx.query<{ short_code: string }>(
              "insert into public.short_links (user_id, original_url) values (auth.uid(), 'https://example.com/x') returning short_code",
            )
          ).rows[0]!,
      );
      expect(row.short_code).toMatch(/^[A-Za-z0-9]{6}$/);
      codes.add(row.short_code.toLowerCase());
    }
    expect(codes.size).toBe(20);
    // A code the caller names is still checked against the namespace.
    await insertLink(ana, 'Taken1', null);
    await expect(insertLink(bia, 'taken1', null)).rejects.toMatchObject({ code: '23505' });
  });

  it('draws codes uniformly from letters and digits', async () => {
    const { rows } = await db.query<{ code: string }>(
      'select public.random_short_code(7) as code from generate_series(1, 400)',
    );
    const codes = rows.map((r) => r.code);
    expect(new Set(codes).size).toBe(400);
    const chars = codes.join('');
    expect(chars).toMatch(/^[A-Za-z0-9]+$/);
    expect(new Set(chars).size).toBeGreaterThan(55); // 2800 draws over 62 symbols
  });

  it('refuses bad input and taken aliases in create_short_link', async () => {
    expect((await pgError(create(anon, ['javascript:alert(1)', null, null]))).code).toBe('22023');
    expect((await pgError(create(anon, ['https://example.com', 'não!', null]))).code).toBe('22023');
    expect(await pgError(create(anon, ['https://example.com', 'PROMO-ANA', null]))).toEqual({
      code: '23505',
      message: ALIAS_TAKEN,
    });
    expect(await pgError(create(anon, ['https://example.com', 'abcd123', null]))).toEqual({
      code: '23505',
      message: ALIAS_TAKEN,
    });
  });

  it('limits one client IP to 20 links per hour', async () => {
    for (let i = 0; i < 20; i += 1)
      await create(anon, ['https://example.com/x', null, null], '203.0.113.50');
    expect(
      await pgError(create(anon, ['https://example.com/x', null, null], '203.0.113.50')),
    ).toEqual({
      code: 'PT429',
      message: 'Limite de links atingido: tente novamente em uma hora.',
    });
    expect(
      await pgError(create(ana, ['https://example.com/x', null, null], '203.0.113.50')),
    ).toMatchObject({ code: 'PT429' });
    // another IP is unaffected; an hour later the quota is back
    await create(anon, ['https://example.com/x', null, null], '203.0.113.51');
    await db.query(
      "update public.short_link_rate_events set created_at = now() - interval '61 minutes' where client_key = '203.0.113.50'",
    );
    await create(anon, ['https://example.com/x', null, null], '203.0.113.50');
  });
});
