/**
 * Link rules at the server (docs/product/link-rules-and-utm.md, "Link rules and UTM"): an expired
 * code, a reached limit, a password (asked, wrong, right, too many attempts), smart routes and a
 * destination per device, on the 302 path and on the `redirect` function the SPA's pages call; a rule change
 * reaches the next redirect at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { asRole, createAuthUser, ENGINES, freshDatabase, userCaller } from '../support/databases';
import type { NewUser } from '../support/databases';
import { insertQrCode } from '../support/db-fixtures';
import { protectWithPassword } from '../support/redirect-password';
import { startTestServer, type TestServer } from './auth-test-server';
import { hoursNow } from '../support/route-hours';
import { IPHONE, ANDROID, WINDOWS, WHATSAPP } from '../support/user-agents';

describe.each(ENGINES)('link rules at the redirect (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let owner: NewUser;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    // Behind a trusted proxy: a visit's address (and so its place) is X-Forwarded-For's.
    server = await startTestServer(engine, { trustProxy: true }, { db });
    owner = await createAuthUser(db);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  const get = (path: string, userAgent = WINDOWS) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });

  const newQr = (columns = '', values: unknown[] = []) =>
    insertQrCode(db, owner.id, columns, values);

  const callFunction = (code: string, body: object = {}, userAgent = WINDOWS) =>
    fetch(`${server.url}/functions/v1/redirect`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'content-type': 'application/json',
        'user-agent': userAgent,
      },
      body: JSON.stringify({ kind: 'qr', code, ...body }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  async function scans(id: string) {
    await server.flushVisits();
    const { rows } = await db.query<{ n: number; count: number }>(
      `select (select count(*)::int from public.qr_code_scans where qr_code_id = $1) as n,
              (select scan_count from public.qr_codes where id = $1) as count`,
      [id],
    );
    return rows[0]!;
  }

  it('answers an expired code with 410 and records nothing', async () => {
    const id = await newQr('expires_at', [new Date(Date.now() - 60_000)]);
    const response = await get(`/qr/${id}`);
    expect(response.status).toBe(410);
    expect(await callFunction(id)).toEqual({
      status: 410,
      body: { code: 'expired', message: 'Este link expirou e não está mais disponível.' },
    });
    expect(await scans(id)).toEqual({ n: 0, count: 0 });
    // Pushed into the future by its owner: it redirects again at once.
    await db.query(
      "update public.qr_codes set expires_at = now() + interval '1 day' where id = $1",
      [id],
    );
    // The change reaches the server through the database's notification (PostgreSQL: a moment).
    await expect.poll(async () => (await get(`/qr/${id}`)).status).toBe(302);
  });

  it('stops at the limit of counted scans; bots get nothing and do not use it up', async () => {
    const id = await newQr('max_visits', [2]);
    expect((await get(`/qr/${id}`, WHATSAPP)).status).toBe(403);
    expect((await get(`/qr/${id}`)).status).toBe(302);
    expect((await get(`/qr/${id}`, IPHONE)).status).toBe(302);
    expect((await get(`/qr/${id}`)).status).toBe(410);
    expect((await callFunction(id)).body).toMatchObject({ code: 'limit_reached' });
    expect(await scans(id)).toEqual({ n: 2, count: 2 });
    // A new server reads the counter from the database: still exhausted.
    const another = await startTestServer(engine, {}, { db });
    try {
      expect(
        (
          await another.client().functions.invoke('redirect', {
            body: { kind: 'qr', code: id },
          })
        ).error,
      ).toBeTruthy();
      expect((await fetch(`${another.url}/qr/${id}`, { redirect: 'manual' })).status).toBe(410);
    } finally {
      await another.stop();
    }
  });

  it('asks for the password, refuses a wrong one, follows the right one, and stops guessing', async () => {
    const id = await newQr();
    const set = (password: string | null) =>
      asRole(db, userCaller(owner), (tx) =>
        tx.query('select public.set_redirect_password($1, $2, $3) as r', ['qr', id, password]),
      );
    await protectWithPassword(db, owner, 'qr', id, 'cardapio');
    const page = await get(`/qr/${id}`);
    expect(page.status).toBe(401);
    expect((await callFunction(id)).body).toMatchObject({ code: 'password_required' });
    expect(await callFunction(id, { password: 'errada' })).toEqual({
      status: 401,
      body: { code: 'wrong_password', message: 'Senha incorreta.' },
    });
    expect(await scans(id)).toEqual({ n: 0, count: 0 });
    expect(await callFunction(id, { password: 'cardapio' })).toEqual({
      status: 200,
      body: { destination: 'https://example.com/menu' },
    });
    expect(await scans(id)).toEqual({ n: 1, count: 1 });
    // No API role ever reads the hash.
    const leak = await fetch(`${server.url}/rest/v1/redirect_passwords?select=*`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(owner)}`,
      },
    });
    expect(leak.status).toBeGreaterThanOrEqual(400);

    for (let attempt = 0; attempt < 10; attempt += 1) await callFunction(id, { password: 'x' });
    expect(await callFunction(id, { password: 'cardapio' })).toMatchObject({
      status: 429,
      body: { code: 'too_many_attempts' },
    });
    // Removing the password opens the code again (the guard only stands behind a password).
    await set(null);
    await expect.poll(async () => (await get(`/qr/${id}`)).status).toBe(302);
  });

  it('sends each device to its own destination', async () => {
    const id = await newQr('ios_url, android_url', [
      'https://apps.apple.com/br/app/cardapio/id1',
      'https://play.google.com/store/apps/details?id=br.cardapio',
    ]);
    expect((await get(`/qr/${id}`, IPHONE)).headers.get('location')).toBe(
      'https://apps.apple.com/br/app/cardapio/id1',
    );
    expect((await get(`/qr/${id}`, ANDROID)).headers.get('location')).toBe(
      'https://play.google.com/store/apps/details?id=br.cardapio',
    );
    expect((await get(`/qr/${id}`, WINDOWS)).headers.get('location')).toBe(
      'https://example.com/menu',
    );
    await db.query(
      "update public.qr_codes set desktop_url = 'https://example.com/pc' where id = $1",
      [id],
    );
    // The change reaches the server through the database's notification (PostgreSQL: a moment).
    await expect
      .poll(async () => (await get(`/qr/${id}`, WINDOWS)).headers.get('location'))
      .toBe('https://example.com/pc');
  });

  it('sends each visitor down the first smart route that fits, else where the code leads', async () => {
    const SAO_PAULO = '177.71.128.1';
    const RIO = '200.147.67.142';
    const visit = (path: string, ip: string, language: string, userAgent = WINDOWS) =>
      fetch(`${server.url}${path}`, {
        redirect: 'manual',
        headers: { 'user-agent': userAgent, 'x-forwarded-for': ip, 'accept-language': language },
      }).then((response) => response.headers.get('location'));
    const routes = [
      { url: 'https://example.com/fechado', countries: ['BR'], hours: hoursNow(false) },
      { url: 'https://example.com/sp', states: ['SP'] },
      { url: 'https://example.com/en', languages: ['en'] },
      { url: 'https://example.com/rio-iphone', cities: ['rio de janeiro'], devices: ['ios'] },
      { url: 'https://example.com/agora', countries: ['BR'], hours: hoursNow(true) },
    ];
    const id = await newQr('routes, android_url', [
      JSON.stringify(routes.slice(1, 4)),
      'https://example.com/android',
    ]);
    expect(await visit(`/qr/${id}`, SAO_PAULO, 'pt-BR')).toBe('https://example.com/sp');
    expect(await visit(`/qr/${id}`, RIO, 'en-US,pt;q=0.5')).toBe('https://example.com/en');
    expect(await visit(`/qr/${id}`, RIO, 'pt-BR', IPHONE)).toBe('https://example.com/rio-iphone');
    // No route fits: the destination per device, else the main one.
    expect(await visit(`/qr/${id}`, RIO, 'pt-BR', ANDROID)).toBe('https://example.com/android');
    expect(await visit(`/qr/${id}`, RIO, 'pt-BR')).toBe('https://example.com/menu');
    // Every visit counted, with the place the routes were chosen by.
    expect(await scans(id)).toEqual({ n: 5, count: 5 });
    const { rows } = await db.query<{ city: string }>(
      'select city from public.qr_code_scans where qr_code_id = $1 order by scanned_at, id',
      [id],
    );
    expect(rows.map((row) => row.city)).toEqual(['Sao Paulo', ...Array(4).fill('Rio de Janeiro')]);
    // Each counted where it was sent ('Destinos' in the analytics).
    const { rows: sent } = await db.query<{ value: string; count: number }>(
      `select value, count from public.visit_rollups
        where target_id = $1 and dimension = 'destination' order by value`,
      [id],
    );
    expect(sent).toEqual(
      ['android', 'en', 'menu', 'rio-iphone', 'sp'].map((path) => ({
        value: `https://example.com/${path}`,
        count: 1,
      })),
    );

    // Hours in São Paulo time; a change of routes reaches the next redirect.
    await db.query('update public.qr_codes set routes = $2 where id = $1', [
      id,
      JSON.stringify([routes[0], routes[4]]),
    ]);
    await expect
      .poll(() => visit(`/qr/${id}`, SAO_PAULO, 'pt-BR'))
      .toBe('https://example.com/agora');
    // Routes come after the password: a protected code asks first.
    await asRole(db, userCaller(owner), (tx) =>
      tx.query('select public.set_redirect_password($1, $2, $3)', ['qr', id, 'cardapio']),
    );
    await expect.poll(async () => (await get(`/qr/${id}`)).status).toBe(401);
  });

  it('splits 1,000 visitors of an A/B test within 5 points of its weights, each always alike', async () => {
    // A fixed id: the draw hashes each visitor with the code's id, so a random one would move
    // the shares from run to run (past 5 points in about 1 run in 3,000).
    const id = await newQr('id, split', [
      'c75c0a02-51bd-4938-aa93-d743f0740282',
      JSON.stringify([
        { url: 'https://example.com/b', weight: 30 },
        { url: 'https://example.com/c', weight: 20 },
      ]),
    ]);
    const visitor = (i: number) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) v${i}`;
    const landed: string[] = [];
    for (let start = 0; start < 1000; start += 50) {
      const batch = Array.from({ length: 50 }, (_, k) =>
        get(`/qr/${id}`, visitor(start + k)).then((r) => r.headers.get('location')!),
      );
      landed.push(...(await Promise.all(batch)));
    }
    const share = (url: string) => landed.filter((l) => l === url).length / 10;
    expect(Math.abs(share('https://example.com/b') - 30)).toBeLessThanOrEqual(5);
    expect(Math.abs(share('https://example.com/c') - 20)).toBeLessThanOrEqual(5);
    expect(Math.abs(share('https://example.com/menu') - 50)).toBeLessThanOrEqual(5);
    // The same visitor draws the same variant again.
    expect((await get(`/qr/${id}`, visitor(7))).headers.get('location')).toBe(landed[7]);
    // Counted apart: 'Destinos' in the analytics.
    expect(await scans(id)).toEqual({ n: 1001, count: 1001 });
    const { rows } = await db.query<{ value: string; count: number }>(
      `select value, count from public.visit_rollups
        where target_id = $1 and dimension = 'destination' order by value`,
      [id],
    );
    expect(rows.map((row) => row.value)).toEqual([
      'https://example.com/b',
      'https://example.com/c',
      'https://example.com/menu',
    ]);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(1001);
  });

  it('hands a WhatsApp roulette’s visitors to its attendants by weight or in turn, counted apart', async () => {
    const ana = { name: 'Ana', phone: '+5511987654321', message: 'Olá, Ana!', weight: 3 };
    const bia = { name: 'Bia', phone: '+5521987654321', message: '', weight: 1 };
    const caio = { name: 'Caio', phone: '+5531987654321', message: 'Oi', weight: 1 };
    const ANA = 'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!';
    const BIA = 'https://wa.me/5521987654321';
    const CAIO = 'https://wa.me/5531987654321?text=Oi';
    // A fixed id, as in the A/B test: the shares are the same in every run.
    const weighted = await newQr('id, roulette', [
      'ef1efb53-02f5-4f6c-bc3f-9358b24b8ec4',
      JSON.stringify({ mode: 'weights', attendants: [ana, bia] }),
    ]);
    const visitor = (i: number) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) r${i}`;
    const landed: string[] = [];
    for (let start = 0; start < 600; start += 50) {
      const batch = Array.from({ length: 50 }, (_, k) =>
        get(`/qr/${weighted}`, visitor(start + k)).then((r) => r.headers.get('location')!),
      );
      landed.push(...(await Promise.all(batch)));
    }
    const share = (url: string) => (landed.filter((l) => l === url).length / 600) * 100;
    expect(Math.abs(share(ANA) - 75)).toBeLessThanOrEqual(5);
    expect(Math.abs(share(BIA) - 25)).toBeLessThanOrEqual(5);
    // The same visitor reaches the same attendant again.
    expect((await get(`/qr/${weighted}`, visitor(7))).headers.get('location')).toBe(landed[7]);

    // In turn, one after another, on the 302 path and the function alike; bots do not use a turn.
    const inTurn = await newQr('roulette', [
      JSON.stringify({ mode: 'turn', attendants: [ana, bia, caio] }),
    ]);
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1)
      order.push((await get(`/qr/${inTurn}`)).headers.get('location')!);
    expect(order).toEqual([ANA, BIA, CAIO, ANA, BIA, CAIO]);
    expect((await get(`/qr/${inTurn}`, 'WhatsApp/2.23.20.0')).headers.get('location')).toBe(ANA);
    expect((await get(`/qr/${inTurn}`)).headers.get('location')).toBe(ANA);
    expect(await callFunction(inTurn)).toEqual({ status: 200, body: { destination: BIA } });
    // The bot's visit is a row, never counted.
    expect(await scans(inTurn)).toEqual({ n: 9, count: 8 });
    const { rows } = await db.query<{ value: string; count: number }>(
      `select value, sum(count)::int as count from public.visit_rollups
        where target_id = $1 and dimension = 'destination' group by value order by value`,
      [inTurn],
    );
    expect(rows).toEqual([
      { value: ANA, count: 3 },
      { value: BIA, count: 3 },
      { value: CAIO, count: 2 },
    ]);
  });

  it('shows crawlers and link previews the owner’s preview, and people the 302', async () => {
    const id = await newQr('preview_title, preview_description, preview_image_url, max_visits', [
      'Cardápio <Café & Cia>',
      'Pão de queijo "quentinho" todo dia',
      'https://exemplo.com.br/capa.jpg',
      5,
    ]);
    const BOTS = [
      WHATSAPP,
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    ];
    for (const bot of BOTS) {
      // Twice: the second is answered from memory, as a busy code's would be.
      for (let i = 0; i < 2; i++) {
        const response = await get(`/qr/${id}`, bot);
        expect(response.status, bot).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
        const html = await response.text();
        expect(html).toContain(
          '<meta property="og:title" content="Cardápio &lt;Café &amp; Cia&gt;">',
        );
        expect(html).toContain(
          '<meta property="og:description" content="Pão de queijo &quot;quentinho&quot; todo dia">',
        );
        expect(html).toContain(
          '<meta property="og:image" content="https://exemplo.com.br/capa.jpg">',
        );
        expect(html).toContain(`<meta property="og:url" content="${server.url}/qr/${id}">`);
        expect(html).not.toContain('example.com/menu');
        expect(html).not.toContain('<script');
      }
    }
    // People get the 302 and are counted; the previews are rows as bots, never counted.
    expect((await get(`/qr/${id}`, IPHONE)).headers.get('location')).toBe(
      'https://example.com/menu',
    );
    expect(await scans(id)).toEqual({ n: BOTS.length * 2 + 1, count: 1 });
    // Without a preview, a preview bot gets what the rules say (a limit: visitors only).
    await db.query(
      'update public.qr_codes set preview_title = null, preview_description = null, preview_image_url = null where id = $1',
      [id],
    );
    await expect.poll(async () => (await get(`/qr/${id}`, WHATSAPP)).status).toBe(403);
  });

  it('applies the same rules to short links', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.short_links (user_id, original_url, short_code, expires_at)
       values ($1, 'https://example.org/promo', 'Regra1', now() - interval '1 minute') returning id`,
      [owner.id],
    );
    expect((await get('/s/Regra1')).status).toBe(410);
    await db.query(
      'update public.short_links set expires_at = null, max_visits = 1 where id = $1',
      [rows[0]!.id],
    );
    await expect.poll(async () => (await get('/s/regra1')).status).toBe(302);
    expect((await get('/s/Regra1')).status).toBe(410);
  });
});

describe('set_redirect_password', () => {
  let db: Db;
  let owner: NewUser;
  let stranger: NewUser;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
    owner = await createAuthUser(db);
    stranger = await createAuthUser(db);
  });
  afterAll(async () => db?.close());

  it('lets only the owner set a password of 4 characters to 72 bytes', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com') returning id`,
      [owner.id],
    );
    const id = rows[0]!.id;
    const set = (user: NewUser, password: string) =>
      asRole(db, userCaller(user), (tx) =>
        tx.query('select public.set_redirect_password($1, $2, $3) as r', ['qr', id, password]),
      );
    await expect(set(stranger, 'segredo')).rejects.toMatchObject({ code: 'P0002' });
    await expect(set(owner, 'abc')).rejects.toMatchObject({
      message:
        'A senha do link deve ter entre 4 e 72 caracteres; letras acentuadas contam como 2 e emojis como 4.',
    });
    await set(owner, 'segredo');
    const { rows: after } = await db.query<{ password_protected: boolean; hash: string }>(
      `select q.password_protected, p.password_hash as hash
         from public.qr_codes q join public.redirect_passwords p on p.qr_code_id = q.id
        where q.id = $1`,
      [id],
    );
    expect(after[0]!.password_protected).toBe(true);
    expect(after[0]!.hash).toMatch(/^\$2[ab]\$10\$/);
    // The flag is the function's: the owner cannot set it by hand.
    await expect(
      asRole(db, userCaller(owner), (tx) =>
        tx.query('update public.qr_codes set password_protected = false where id = $1', [id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
