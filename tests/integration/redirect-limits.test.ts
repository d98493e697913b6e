/**
 * Link rules that are promises to the owner
 * (docs/product/link-rules-and-utm.md, "Link rules and UTM"), held at the server on both engines
 * whatever the visitor tries: a visit limit is exact by any name (code, alias, alias in capitals),
 * path (302 or the `redirect` function) and concurrency, and survives the owner's edits; at most 10
 * wrong passwords per visitor and code, also in parallel; a password is compared as bcrypt can (72
 * bytes); and a request that is never counted (a bot, HEAD) gets no destination from a code with a
 * limit or a password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { createAuthUser, ENGINES, freshDatabase } from '../support/databases';
import type { NewUser } from '../support/databases';
import { startTestServer, type TestServer } from './auth-test-server';
import { protectWithPassword } from '../support/redirect-password';
import { WINDOWS, WHATSAPP } from '../support/user-agents';

describe.each(ENGINES)('link rules that cannot be sidestepped (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let owner: NewUser;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    server = await startTestServer(engine, {}, { db });
    owner = await createAuthUser(db);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  const get = (path: string, init: { method?: string; userAgent?: string } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { 'user-agent': init.userAgent ?? WINDOWS },
    });
  const statusOf = async (path: string) => (await get(path)).status;
  const callFunction = (kind: 'qr' | 'short_link', code: string, body: object = {}) =>
    fetch(`${server.url}/functions/v1/redirect`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'content-type': 'application/json',
        'user-agent': WINDOWS,
      },
      body: JSON.stringify({ kind, code, ...body }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  async function newLink(code: string, alias: string | null, maxVisits: number) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.short_links (user_id, original_url, short_code, custom_alias, max_visits)
       values ($1, 'https://example.org/promo', $2, $3, $4) returning id`,
      [owner.id, code, alias, maxVisits],
    );
    return rows[0]!.id;
  }
  async function newQr(maxVisits: number | null = null) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url, max_visits)
       values ($1, 'https://example.com/menu', $2) returning id`,
      [owner.id, maxVisits],
    );
    return rows[0]!.id;
  }
  async function counted(table: 'short_links' | 'qr_codes', id: string) {
    await server.flushVisits();
    const rows = table === 'qr_codes' ? 'qr_code_scans' : 'link_clicks';
    const column = table === 'qr_codes' ? 'qr_code_id' : 'short_link_id';
    const counter = table === 'qr_codes' ? 'scan_count' : 'click_count';
    const { rows: found } = await db.query<{ n: number; count: number }>(
      `select (select count(*)::int from public.${rows} where ${column} = $1) as n,
              (select ${counter} from public.${table} where id = $1) as count`,
      [id],
    );
    return found[0]!;
  }
  const setPassword = (id: string, password: string) =>
    protectWithPassword(db, owner, 'qr', id, password);

  it('counts a limit once across the code, the alias in any case and the function', async () => {
    const id = await newLink('Lim3Code', 'promo-lim3', 3);
    expect(await statusOf('/s/promo-lim3')).toBe(302);
    expect(await statusOf('/s/PROMO-LIM3')).toBe(302);
    expect(await statusOf('/s/Lim3Code')).toBe(302);
    expect((await callFunction('short_link', 'lim3code')).body).toMatchObject({
      code: 'limit_reached',
      message: 'Este link atingiu o limite de acessos.',
    });
    expect(await statusOf('/s/promo-lim3')).toBe(410);
    expect(await counted('short_links', id)).toEqual({ n: 3, count: 3 });

    await newLink('Lim2Code', 'promo-lim2', 2);
    expect(await statusOf('/s/Lim2Code')).toBe(302);
    expect(await statusOf('/s/promo-lim2')).toBe(302);
    expect(await statusOf('/s/Lim2Code')).toBe(410);

    // A one-time link.
    await newLink('Lim1Code', 'uma-vez', 1);
    expect(await statusOf('/s/uma-vez')).toBe(302);
    expect(await statusOf('/s/Lim1Code')).toBe(410);
  });

  it('lets exactly the limit through parallel visits behind a password', async () => {
    const id = await newQr(5);
    await setPassword(id, 'cardapio');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => callFunction('qr', id, { password: 'cardapio' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.code === 'limit_reached')).toHaveLength(25);
    expect(await counted('qr_codes', id)).toEqual({ n: 5, count: 5 });
  });

  it('keeps a reached limit when the owner edits the code', async () => {
    const id = await newQr(3);
    for (let i = 0; i < 3; i += 1) expect(await statusOf(`/qr/${id}`)).toBe(302);
    // The edit drops the cached entry everywhere; the count comes from the database again.
    await db.query(
      "update public.qr_codes set target_url = 'https://example.com/novo' where id = $1",
      [id],
    );
    for (let i = 0; i < 3; i += 1) expect(await statusOf(`/qr/${id}`)).toBe(410);
    // Raising the limit opens it again, for exactly the new difference.
    await db.query('update public.qr_codes set max_visits = 4 where id = $1', [id]);
    await expect.poll(() => statusOf(`/qr/${id}`)).toBe(302);
    expect(await statusOf(`/qr/${id}`)).toBe(410);
    expect(await counted('qr_codes', id)).toEqual({ n: 4, count: 4 });
  });

  it('checks at most 10 wrong passwords per visitor, also sent in parallel', async () => {
    const id = await newQr();
    await setPassword(id, 'cardapio');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => callFunction('qr', id, { password: `errada${i}` })),
    );
    expect(answers.filter((a) => a.body.code === 'wrong_password')).toHaveLength(10);
    expect(answers.filter((a) => a.body.code === 'too_many_attempts')).toHaveLength(90);
    expect(await callFunction('qr', id, { password: 'cardapio' })).toMatchObject({
      status: 429,
      body: { code: 'too_many_attempts' },
    });
  });

  it('compares passwords as bcrypt can: nothing past 72 bytes opens the code', async () => {
    const id = await newQr();
    const password = 'é'.repeat(36); // 36 characters, 72 bytes
    await setPassword(id, password);
    expect((await callFunction('qr', id, { password: `${password}FIM` })).body).toMatchObject({
      code: 'wrong_password',
    });
    expect((await callFunction('qr', id, { password })).status).toBe(200);
  });

  it('gives no destination to requests that are never counted, on limited or protected codes', async () => {
    const limited = await newQr(2);
    const isProtected = await newQr();
    await setPassword(isProtected, 'cardapio');
    for (const id of [limited, isProtected]) {
      for (const init of [{ method: 'HEAD' }, { userAgent: WHATSAPP }, { userAgent: '' }]) {
        const response = await get(`/qr/${id}`, init);
        expect(response.status, JSON.stringify(init)).toBe(403);
        expect(response.headers.get('location')).toBeNull();
      }
    }
    const bot = await fetch(`${server.url}/functions/v1/redirect`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'user-agent': WHATSAPP,
      },
      body: JSON.stringify({ kind: 'qr', code: isProtected, password: 'cardapio' }),
    });
    expect(bot.status).toBe(403);
    expect(await bot.json()).toEqual({
      code: 'visitors_only',
      message: 'Este link só abre para quem o visita no navegador; robôs e prévias não o seguem.',
    });
    // Neither used up the limit: two people still get through.
    expect(await statusOf(`/qr/${limited}`)).toBe(302);
    expect(await statusOf(`/qr/${limited}`)).toBe(302);
    expect(await counted('qr_codes', limited)).toEqual({ n: 2, count: 2 });
    // A code without rules still answers link previews (they show where it goes).
    expect((await get(`/qr/${await newQr()}`, { userAgent: WHATSAPP })).status).toBe(302);
  });
});
