/**
 * Moderation at the redirect (docs/product/trust-and-safety.md, "Reports and moderation"): a
 * code an admin disabled, and every code of a blocked account, answers 410 with 'Este link foi
 * desativado por violar os Termos de Uso.' on the self-hosted 302 path and on the `redirect`
 * function, records nothing, and redirects again at once when enabled, even when it was
 * already served from memory by the hot path. Visitors report codes through the REST API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  adminCaller,
  asRole,
  createAuthUser,
  ENGINES,
  freshDatabase,
  makeAdmin,
  type NewUser,
} from '../support/databases';
import { insertQrCode } from '../support/db-fixtures';
import { WINDOWS } from '../support/user-agents';
import { startTestServer, type TestServer } from './auth-test-server';

const DISABLED = 'Este link foi desativado por violar os Termos de Uso.';

describe.each(ENGINES)('disabled codes at the redirect (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let owner: NewUser;
  let boss: NewUser;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    server = await startTestServer(engine, {}, { db });
    owner = await createAuthUser(db);
    boss = await createAuthUser(db);
    await makeAdmin(db, boss.id);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  const get = (path: string, method = 'GET') =>
    fetch(`${server.url}${path}`, {
      method,
      redirect: 'manual',
      headers: { 'user-agent': WINDOWS },
    });
  const callFunction = (kind: 'qr' | 'short_link', code: string) =>
    fetch(`${server.url}/functions/v1/redirect`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'content-type': 'application/json',
        'user-agent': WINDOWS,
      },
      body: JSON.stringify({ kind, code }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  const asAdmin = (sql: string, params: unknown[]) =>
    asRole(db, adminCaller(boss), (tx) => tx.query(sql, params));

  /** Rows and counters of a QR code and a short link, once every answered visit is written. */
  async function visits(qr: string, link: string) {
    await server.flushVisits();
    const { rows } = await db.query<
      Record<'scans' | 'scan_count' | 'clicks' | 'click_count', number>
    >(
      `select (select count(*)::int from public.qr_code_scans where qr_code_id = $1) as scans,
              (select scan_count from public.qr_codes where id = $1) as scan_count,
              (select count(*)::int from public.link_clicks where short_link_id = $2) as clicks,
              (select click_count from public.short_links where id = $2) as click_count`,
      [qr, link],
    );
    return rows[0]!;
  }

  async function newCodes(user: NewUser, code: string) {
    const qr = await insertQrCode(db, user.id);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.short_links (user_id, original_url, short_code)
       values ($1, 'https://example.org/promo', $2) returning id`,
      [user.id, code],
    );
    return { qr, link: rows[0]!.id };
  }

  async function expectRefused(qr: string, code: string) {
    for (const path of [`/qr/${qr}`, `/s/${code}`, `/s/${code.toLowerCase()}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(410);
      expect(response.headers.get('location'), path).toBeNull();
      expect(await response.text(), path).toContain(DISABLED);
    }
    const refusal = { status: 410, body: { code: 'disabled', message: DISABLED } };
    expect(await callFunction('qr', qr)).toEqual(refusal);
    expect(await callFunction('short_link', code)).toEqual(refusal);
  }

  it('answers 410 for a disabled code on the 302 path and the function, and records nothing', async () => {
    const { qr, link } = await newCodes(owner, 'Denuncia1');
    // Served once, so the hot path holds both in memory.
    expect((await get(`/qr/${qr}`)).status).toBe(302);
    expect((await get(`/s/Denuncia1`)).status).toBe(302);
    expect(await visits(qr, link)).toEqual({ scans: 1, scan_count: 1, clicks: 1, click_count: 1 });

    await asAdmin("select public.admin_disable_code('qr', $1, 'Phishing')", [qr]);
    await asAdmin("select public.admin_disable_code('link', $1, 'Phishing')", [link]);
    // The database's notification reaches the server (PostgreSQL: a moment later).
    await expect.poll(async () => (await get(`/qr/${qr}`)).status).toBe(410);
    await expect.poll(async () => (await get(`/s/Denuncia1`)).status).toBe(410);
    // (A scan answered before the notice arrived was a 302, and counted.)
    const before = await visits(qr, link);
    await expectRefused(qr, 'Denuncia1');
    // HEAD too, which the hot path would answer for a live code.
    expect((await get(`/qr/${qr}`, 'HEAD')).status).toBe(410);
    expect(await visits(qr, link)).toEqual(before);

    await asAdmin("select public.admin_enable_code('qr', $1, 'Engano')", [qr]);
    await asAdmin("select public.admin_enable_code('link', $1, 'Engano')", [link]);
    await expect.poll(async () => (await get(`/qr/${qr}`)).status).toBe(302);
    await expect.poll(async () => (await get(`/s/Denuncia1`)).status).toBe(302);
    expect((await callFunction('qr', qr)).body).toEqual({
      destination: 'https://example.com/menu',
    });
    // The 302 that ended each wait and the function's answer.
    expect(await visits(qr, link)).toEqual({
      scans: before.scans + 2,
      scan_count: before.scan_count + 2,
      clicks: before.clicks + 1,
      click_count: before.click_count + 1,
    });
  });

  it('answers 410 for every code of a blocked account, until it is unblocked', async () => {
    const carla = await createAuthUser(db);
    const { qr, link } = await newCodes(carla, 'Bloqueio1');
    expect((await get(`/qr/${qr}`)).status).toBe(302);
    expect((await get(`/s/Bloqueio1`)).status).toBe(302);

    await asAdmin("select public.admin_block_user($1, 'Golpes')", [carla.id]);
    await expect.poll(async () => (await get(`/qr/${qr}`)).status).toBe(410);
    await expect.poll(async () => (await get(`/s/Bloqueio1`)).status).toBe(410);
    const before = await visits(qr, link);
    await expectRefused(qr, 'Bloqueio1');
    expect(await visits(qr, link)).toEqual(before);

    await asAdmin("select public.admin_unblock_user($1, 'Recurso aceito')", [carla.id]);
    await expect.poll(async () => (await get(`/qr/${qr}`)).status).toBe(302);
    await expect.poll(async () => (await get(`/s/Bloqueio1`)).status).toBe(302);
  });

  it('takes reports from visitors through the REST API, 5 an hour from one address', async () => {
    const { qr } = await newCodes(owner, 'Relato1');
    const visitor = server.client();
    const preview = await visitor.rpc('code_preview', { p_kind: 'link', p_key: 'relato1' });
    expect(preview.data).toMatchObject({ kind: 'link', disabled: false });
    const report = (key: string) =>
      visitor.rpc('report_code', { p_kind: 'link', p_key: key, p_reason: 'phishing' });
    const codes = ['Relato1'];
    for (let i = 2; i <= 6; i++) {
      await newCodes(owner, `Relato${i}`);
      codes.push(`Relato${i}`);
    }
    for (const code of codes.slice(0, 5)) expect((await report(code)).error).toBeNull();
    const refused = await report(codes[5]!);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Muitas denúncias em pouco tempo. Tente novamente mais tarde.',
    });
    const unknown = await visitor.rpc('report_code', {
      p_kind: 'qr',
      p_key: qr.replace(/^.{8}/, '00000000'),
      p_reason: 'spam',
    });
    expect(unknown.error).toMatchObject({
      code: 'P0001',
      message: 'QR Code ou link não encontrado.',
    });
  });
});
