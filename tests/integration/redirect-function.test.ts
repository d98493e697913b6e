/**
 * The `redirect` function (docs/product/redirects.md, "The redirect contract"), what the SPA's
 * /qr and /s pages call, on both runtimes: the self-hosted server (its cached, journalled path)
 * and the Edge Function under Deno (hosted Supabase's direct path on PostgreSQL). Every answered
 * visit is a row and a count; refusals count nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  adminCaller,
  asRole,
  createAuthUser,
  makeAdmin,
  userCaller,
  type NewUser,
} from '../support/databases';
import { insertQrCode } from '../support/db-fixtures';
import { hoursNow } from '../support/route-hours';
import { ANDROID, IPHONE, WHATSAPP, WINDOWS } from '../support/user-agents';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

describe.each(FUNCTION_TARGETS)('the redirect function (%s)', (target) => {
  let functions: FunctionsUnderTest;
  let db: Db;
  let owner: NewUser;

  beforeAll(async () => {
    functions = await startFunctions(target);
    ({ db } = functions.server);
    owner = await createAuthUser(db);
  });
  afterAll(async () => {
    await functions?.stop();
  });

  const call = (body: object, userAgent = WINDOWS, key = functions.server.anonKey) =>
    fetch(`${functions.functionsUrl}/redirect`, {
      method: 'POST',
      headers: {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'user-agent': userAgent,
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  const newQr = (columns = '', values: unknown[] = []) =>
    insertQrCode(db, owner.id, columns, values);

  /** Rows and counter of a code, once every answered visit is written. */
  async function scans(id: string) {
    await functions.server.flushVisits();
    const { rows } = await db.query<{ n: number; count: number; referrer: string | null }>(
      `select (select count(*)::int from public.qr_code_scans where qr_code_id = $1) as n,
              (select scan_count from public.qr_codes where id = $1) as count,
              (select max(referrer) from public.qr_code_scans where qr_code_id = $1) as referrer`,
      [id],
    );
    return rows[0]!;
  }

  it('answers the destination and records the visit with its referrer', async () => {
    const id = await newQr();
    expect(
      await call({ kind: 'qr', code: id, referrer: 'https://instagram.com/loja' }, IPHONE),
    ).toEqual({ status: 200, body: { destination: 'https://example.com/menu' } });
    expect(await scans(id)).toEqual({ n: 1, count: 1, referrer: 'https://instagram.com/loja' });
    const { rows } = await db.query<{ device: string }>(
      'select device from public.qr_code_scans where qr_code_id = $1',
      [id],
    );
    expect(rows).toEqual([{ device: 'mobile' }]);
  });

  it('refuses unknown and malformed codes with 404, and bad bodies with 400', async () => {
    const notFound = { code: 'not_found', message: 'QR Code ou link não encontrado.' };
    expect(await call({ kind: 'qr', code: '00000000-0000-4000-8000-000000000000' })).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await call({ kind: 'qr', code: 'nao-e-um-id' })).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await call({ kind: 'outro', code: 'x' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Envie kind (qr ou short_link) e code em JSON.' },
    });
  });

  it('refuses a caller without a valid key (401) and counts nothing', async () => {
    const id = await newQr();
    expect((await call({ kind: 'qr', code: id }, WINDOWS, 'forjada')).status).toBe(401);
    expect(await scans(id)).toMatchObject({ n: 0, count: 0 });
  });

  it('applies the rules: expiry, limit, bots, password and per-device destinations', async () => {
    const expired = await newQr('expires_at', [new Date(Date.now() - 60_000)]);
    expect(await call({ kind: 'qr', code: expired })).toEqual({
      status: 410,
      body: { code: 'expired', message: 'Este link expirou e não está mais disponível.' },
    });

    const limited = await newQr('max_visits', [2]);
    expect((await call({ kind: 'qr', code: limited }, WHATSAPP)).body).toMatchObject({
      code: 'visitors_only',
    });
    expect((await call({ kind: 'qr', code: limited })).status).toBe(200);
    expect((await call({ kind: 'qr', code: limited }, ANDROID)).status).toBe(200);
    expect((await call({ kind: 'qr', code: limited })).body).toMatchObject({
      code: 'limit_reached',
    });
    expect(await scans(limited)).toMatchObject({ n: 2, count: 2 });

    const guarded = await newQr();
    await asRole(db, userCaller(owner), (tx) =>
      tx.query('select public.set_redirect_password($1, $2, $3)', ['qr', guarded, 'cardapio']),
    );
    expect((await call({ kind: 'qr', code: guarded })).body).toMatchObject({
      code: 'password_required',
    });
    expect(await call({ kind: 'qr', code: guarded, password: 'errada' })).toEqual({
      status: 401,
      body: { code: 'wrong_password', message: 'Senha incorreta.' },
    });
    expect(await call({ kind: 'qr', code: guarded, password: 'cardapio' })).toEqual({
      status: 200,
      body: { destination: 'https://example.com/menu' },
    });
    expect(await scans(guarded)).toMatchObject({ n: 1, count: 1 });

    const byDevice = await newQr('ios_url', ['https://apps.apple.com/br/app/cardapio/id1']);
    expect((await call({ kind: 'qr', code: byDevice }, IPHONE)).body).toEqual({
      destination: 'https://apps.apple.com/br/app/cardapio/id1',
    });
    expect((await call({ kind: 'qr', code: byDevice }, WINDOWS)).body).toEqual({
      destination: 'https://example.com/menu',
    });
  });

  it('follows smart routes by language, device and hours; places need the geo-IP database', async () => {
    const routes = [
      { url: 'https://example.com/brasil', countries: ['BR'] },
      { url: 'https://example.com/fechado', languages: ['en'], hours: hoursNow(false) },
      { url: 'https://example.com/en', languages: ['en'], hours: hoursNow(true) },
      { url: 'https://example.com/iphone', devices: ['ios'] },
    ];
    const id = await newQr('routes', [JSON.stringify(routes)]);
    const destination = (language: string, userAgent = WINDOWS) =>
      fetch(`${functions.functionsUrl}/redirect`, {
        method: 'POST',
        headers: {
          apikey: functions.server.anonKey,
          authorization: `Bearer ${functions.server.anonKey}`,
          'content-type': 'application/json',
          'user-agent': userAgent,
          'accept-language': language,
        },
        body: JSON.stringify({ kind: 'qr', code: id }),
      }).then(async (r) => ((await r.json()) as { destination?: string }).destination);
    expect(await destination('en-GB,en;q=0.9')).toBe('https://example.com/en');
    expect(await destination('pt-BR', IPHONE)).toBe('https://example.com/iphone');
    // A visitor from here has no place (loopback; hosted Supabase has no geo-IP): no country
    // route holds, and the code leads where it always did.
    expect(await destination('pt-BR')).toBe('https://example.com/menu');
    expect(await scans(id)).toMatchObject({ n: 3, count: 3 });
  });

  it('follows short links by their name, in any case', async () => {
    await db.query(
      `insert into public.short_links (user_id, original_url, short_code)
       values ($1, 'https://example.org/promo', 'Funcao1')`,
      [owner.id],
    );
    expect(await call({ kind: 'short_link', code: 'funcao1' })).toEqual({
      status: 200,
      body: { destination: 'https://example.org/promo' },
    });
    await functions.server.flushVisits();
    const { rows } = await db.query<{ click_count: number }>(
      "select click_count from public.short_links where short_code = 'Funcao1'",
    );
    expect(rows).toEqual([{ click_count: 1 }]);
  });

  /** A scan as a static host's rewrite forwards it: GET, no key, the visitor's own headers. */
  const scan = (path: string, headers: Record<string, string> = { 'user-agent': IPHONE }) =>
    fetch(`${functions.functionsUrl}/redirect/${path}`, { headers, redirect: 'manual' }).then(
      (r) => ({
        status: r.status,
        location: r.headers.get('location'),
        cache: r.headers.get('cache-control'),
      }),
    );

  it("answers a scan forwarded by a rewrite with the 302, counted like the page's call", async () => {
    const id = await newQr();
    expect(
      await scan(`qr/${id}`, { 'user-agent': ANDROID, referer: 'https://instagram.com/loja' }),
    ).toEqual({ status: 302, location: 'https://example.com/menu', cache: 'private, no-store' });
    expect(await scans(id)).toEqual({ n: 1, count: 1, referrer: 'https://instagram.com/loja' });

    const byDevice = await newQr('ios_url', ['https://apps.apple.com/br/app/cardapio/id1']);
    expect((await scan(`qr/${byDevice}`)).location).toBe(
      'https://apps.apple.com/br/app/cardapio/id1',
    );
  });

  it('splits 1,000 visitors of an A/B test within 5 points of its weights', async () => {
    // A fixed id: the draw hashes each visitor with the code's id, so a random one would move
    // the share from run to run.
    const id = await newQr('id, split', [
      '0e9e83e6-6094-4b34-b78d-79c5d779abed',
      JSON.stringify([{ url: 'https://example.com/b', weight: 40 }]),
    ]);
    const landed: string[] = [];
    for (let start = 0; start < 1000; start += 50) {
      const batch = Array.from({ length: 50 }, (_, k) =>
        scan(`qr/${id}`, { 'user-agent': `${IPHONE} v${start + k}` }).then((r) => r.location!),
      );
      landed.push(...(await Promise.all(batch)));
    }
    const b = landed.filter((url) => url === 'https://example.com/b').length / 10;
    expect(Math.abs(b - 40)).toBeLessThanOrEqual(5);
    expect(landed.filter((url) => url === 'https://example.com/menu').length).toBe(1000 - b * 10);
    expect(await scans(id)).toMatchObject({ n: 1000, count: 1000 });
  });

  it('hands a WhatsApp roulette’s visitors to its attendants in turn', async () => {
    const attendant = (phone: string) => ({ name: phone, phone, message: '', weight: 1 });
    const id = await newQr('roulette', [
      JSON.stringify({
        mode: 'turn',
        attendants: [attendant('+5511987654321'), attendant('+5521987654321')],
      }),
    ]);
    const answers: unknown[] = [];
    for (let i = 0; i < 4; i += 1) answers.push((await call({ kind: 'qr', code: id })).body);
    const [first, second] = ['https://wa.me/5511987654321', 'https://wa.me/5521987654321'];
    expect(answers).toEqual([first, second, first, second].map((destination) => ({ destination })));
    expect(await scans(id)).toMatchObject({ n: 4, count: 4 });
  });

  it('answers a preview bot with the owner’s preview page, and a person with the 302', async () => {
    const id = await newQr('preview_title, preview_image_url', [
      'Promoção <de> Natal',
      'https://exemplo.com.br/natal.png',
    ]);
    const response = await fetch(`${functions.functionsUrl}/redirect/qr/${id}`, {
      headers: { 'user-agent': WHATSAPP },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="Promoção &lt;de&gt; Natal">');
    expect(html).toContain('<meta property="og:image" content="https://exemplo.com.br/natal.png">');
    expect(html).toContain(
      `<meta property="og:url" content="${functions.server.config.publicUrl}/qr/${id}">`,
    );
    expect(html).not.toContain('example.com/menu');
    expect((await scan(`qr/${id}`)).location).toBe('https://example.com/menu');
    // The app's page calls for a person only: a bot calling it gets no destination.
    expect((await call({ kind: 'qr', code: id }, WHATSAPP)).body).toMatchObject({
      code: 'visitors_only',
    });
  });

  it("sends a scan the rules stop to the app's page for that code, with the reason", async () => {
    const page = (path: string) => `${functions.server.config.publicUrl}/${path}`;
    const guarded = await newQr();
    await asRole(db, userCaller(owner), (tx) =>
      tx.query('select public.set_redirect_password($1, $2, $3)', ['qr', guarded, 'cardapio']),
    );
    expect((await scan(`qr/${guarded}`)).location).toBe(
      page(`qr/${guarded}?motivo=password_required`),
    );
    const expired = await newQr('expires_at', [new Date(Date.now() - 60_000)]);
    expect(await scan(`qr/${expired}`)).toMatchObject({
      status: 302,
      location: page(`qr/${expired}?motivo=expired`),
    });
    expect((await scan('s/nao-existe')).location).toBe(page('s/nao-existe?motivo=not_found'));
    expect((await scan('qr/nao%20e%20um%20id')).location).toBe(
      page('qr/nao%20e%20um%20id?motivo=not_found'),
    );
    expect(await scans(guarded)).toMatchObject({ n: 0, count: 0 });
  });

  it("sends a preview address (a '+' after the code) to the app's preview page, counting nothing", async () => {
    const page = (path: string) => `${functions.server.config.publicUrl}/${path}`;
    const id = await newQr();
    expect(await scan(`qr/${id}+`)).toMatchObject({
      status: 302,
      location: page(`qr/${id}+?motivo=preview`),
    });
    expect((await scan('s/Minha-Promo%2B')).location).toBe(page('s/Minha-Promo+?motivo=preview'));
    expect(await scans(id)).toMatchObject({ n: 0, count: 0 });
  });

  it('refuses a code disabled by moderation (410 disabled, its page for a scan), counting nothing', async () => {
    const boss = await createAuthUser(db);
    await makeAdmin(db, boss.id);
    const moderate = (action: 'admin_disable_code' | 'admin_enable_code', id: string) =>
      asRole(db, adminCaller(boss), (tx) =>
        tx.query(`select public.${action}('qr', $1, 'Denúncia de golpe')`, [id]),
      );
    const id = await newQr();
    await moderate('admin_disable_code', id);
    const disabled = {
      status: 410,
      body: { code: 'disabled', message: 'Este link foi desativado por violar os Termos de Uso.' },
    };
    // The server's memory hears of it through the database's notification (a moment; a call
    // answered before it was a visit, and counted).
    await expect.poll(async () => (await call({ kind: 'qr', code: id })).status).toBe(410);
    const before = await scans(id);
    expect(await call({ kind: 'qr', code: id })).toEqual(disabled);
    expect(await scan(`qr/${id}`)).toMatchObject({
      status: 302,
      location: `${functions.server.config.publicUrl}/qr/${id}?motivo=disabled`,
    });
    expect(await scans(id)).toEqual(before);
    await moderate('admin_enable_code', id);
    await expect.poll(async () => (await call({ kind: 'qr', code: id })).status).toBe(200);
    expect(await scans(id)).toMatchObject({ n: before.n + 1, count: before.count + 1 });
  });
});
