/**
 * Server-side redirects (/qr/:id, /s/:code) and the SPA's static hosting: 302 with the scan or
 * click recorded and counted (bots recorded, never counted), 404 with the SPA's page for
 * unknown codes, /app-config.json, SPA fallback and cache headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, type FakeWebDist } from '../support/fake-web-dist';
import { createAuthUser, ENGINES, freshDatabase } from '../support/databases';
import type { Db } from '@qrlink/server/db/database';
import { startTestServer, type TestServer } from './auth-test-server';
import { IPHONE, WHATSAPP } from '../support/user-agents';

const SPA_MARKER = '<div id="root">spa-shell</div>';

describe.each(ENGINES)('redirects and static files (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let web: FakeWebDist;
  let qrId: string;
  let linkId: string;

  beforeAll(async () => {
    web = fakeWebDist(`<!doctype html><html><body>${SPA_MARKER}</body></html>`);
    db = await freshDatabase(engine);
    server = await startTestServer(engine, {}, { db, webDistDir: web.dir });
    const owner = await createAuthUser(db);
    const { rows: qr } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com/menu') returning id`,
      [owner.id],
    );
    qrId = qr[0]!.id;
    const { rows: link } = await db.query<{ id: string }>(
      `insert into public.short_links (user_id, original_url, short_code, custom_alias)
        values ($1, 'https://example.org/promo', 'Abc123', 'minha-promo') returning id`,
      [owner.id],
    );
    linkId = link[0]!.id;
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    web?.remove();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers, method });

  it('redirects a QR scan with 302, records who scanned and counts it', async () => {
    const response = await get(`/qr/${qrId}`, {
      'user-agent': IPHONE,
      referer: 'https://instagram.com/',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/menu');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    await server.flushVisits();
    const { rows } = await db.query<Record<string, unknown>>(
      `select s.device, s.browser, s.os, s.referrer, s.is_bot, s.ip_address, q.scan_count
         from public.qr_code_scans s join public.qr_codes q on q.id = s.qr_code_id where q.id = $1`,
      [qrId],
    );
    expect(rows).toEqual([
      {
        device: 'mobile',
        browser: 'Mobile Safari',
        os: 'iOS',
        referrer: 'https://instagram.com/',
        is_bot: false,
        ip_address: expect.stringContaining('127.0.0.1'),
        scan_count: 1,
      },
    ]);
  });

  it('records link previews and HEAD requests as bots without counting them', async () => {
    expect((await get(`/qr/${qrId}`, { 'user-agent': WHATSAPP })).status).toBe(302);
    expect((await get(`/qr/${qrId}`, { 'user-agent': IPHONE }, 'HEAD')).status).toBe(302);
    await server.flushVisits();
    const { rows } = await db.query<{ scan_count: number; bots: number }>(
      `select q.scan_count, (select count(*) from public.qr_code_scans s where s.qr_code_id = q.id and s.is_bot) as bots
         from public.qr_codes q where q.id = $1`,
      [qrId],
    );
    expect(rows[0]).toEqual({ scan_count: 1, bots: 2 });
  });

  it('redirects short links by code or alias (any case) and counts clicks', async () => {
    for (const code of ['Abc123', 'minha-promo', 'MINHA-PROMO']) {
      const response = await get(`/s/${code}`, { 'user-agent': IPHONE });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://example.org/promo');
    }
    await server.flushVisits();
    const { rows } = await db.query<{ click_count: number }>(
      'select click_count from public.short_links where id = $1',
      [linkId],
    );
    expect(rows[0]!.click_count).toBe(3);
  });

  it('answers unknown or malformed codes with the SPA page and status 404, recording nothing', async () => {
    const countLogs = async () =>
      (
        await db.query<{ n: number }>(
          'select (select count(*) from public.qr_code_scans) + (select count(*) from public.link_clicks) as n',
        )
      ).rows[0]!.n;
    const before = await countLogs();
    for (const path of [
      '/qr/00000000-0000-4000-8000-000000000000',
      '/qr/nao-e-uuid',
      '/s/naoexiste',
      "/s/x'y",
    ]) {
      const response = await get(path, { 'user-agent': IPHONE });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain(SPA_MARKER);
    }
    await server.flushVisits();
    expect(await countLogs()).toBe(before);
  });

  it("answers a code's preview address (a '+' at its end) with the SPA, never following or counting it", async () => {
    await server.flushVisits();
    const counts = async () =>
      (
        await db.query<{ scans: number; clicks: number }>(
          `select (select scan_count from public.qr_codes where id = $1) as scans,
                  (select click_count from public.short_links where id = $2) as clicks`,
          [qrId, linkId],
        )
      ).rows[0];
    const before = await counts();
    for (const path of [`/qr/${qrId}+`, '/s/Abc123+', '/s/minha-promo+']) {
      const response = await get(path, { 'user-agent': IPHONE });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain(SPA_MARKER);
    }
    // A '+' after something that cannot be a code is the 404 page, like the code itself.
    expect((await get('/qr/nao-e-uuid+')).status).toBe(404);
    await server.flushVisits();
    expect(await counts()).toEqual(before);
  });

  it('answers a static code (Pix, Wi-Fi...: the code holds its content) with 404, recording nothing', async () => {
    const owner = await createAuthUser(db);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, content_type, content, payload)
       values ($1, 'text', '{"text": "Olá"}', 'Olá') returning id`,
      [owner.id],
    );
    const id = rows[0]!.id;
    const response = await get(`/qr/${id}`, { 'user-agent': IPHONE });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(SPA_MARKER);
    await server.flushVisits();
    const { rows: after } = await db.query<{ scans: number; scan_count: number }>(
      `select (select count(*) from public.qr_code_scans where qr_code_id = $1) as scans,
              (select scan_count from public.qr_codes where id = $1) as scan_count`,
      [id],
    );
    expect(after[0]).toEqual({ scans: 0, scan_count: 0 });
  });

  it('sends international and emoji destinations normalised, never a 500', async () => {
    const owner = await createAuthUser(db);
    const cases: Array<[string, string]> = [
      ['https://example.com/😀', 'https://example.com/%F0%9F%98%80'],
      ['https://例え.jp/パス', 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9'],
      ['http://bücher.de/', 'http://xn--bcher-kva.de/'],
    ];
    for (const [stored, location] of cases) {
      const { rows } = await db.query<{ id: string }>(
        'insert into public.qr_codes (user_id, target_url) values ($1, $2) returning id',
        [owner.id, stored],
      );
      const response = await get(`/qr/${rows[0]!.id}`, { 'user-agent': IPHONE });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    }
  });

  it('refuses control, bidi and zero-width characters in destinations at the database', async () => {
    const owner = await createAuthUser(db);
    for (const bad of [
      'https://example.com/a\u0001',
      'https://example.com/a\u007f',
      'https://example.com/\u202egnp.exe',
      'https://exa\u200bmple.com/',
    ]) {
      await expect(
        db.query('insert into public.qr_codes (user_id, target_url) values ($1, $2)', [
          owner.id,
          bad,
        ]),
      ).rejects.toMatchObject({ code: '22023' });
      await expect(
        db.query(
          "insert into public.short_links (user_id, original_url, short_code) values ($1, $2, 'Ctl123')",
          [owner.id, bad],
        ),
      ).rejects.toMatchObject({ code: '22023' });
    }
  });

  it('answers codes of any length with the 404 page', async () => {
    for (const path of [`/s/${'a'.repeat(5000)}`, `/qr/${'b'.repeat(5000)}`, '/s/a/b', '/s/']) {
      const response = await get(path, { 'user-agent': IPHONE });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(SPA_MARKER);
    }
  });

  it('lets no API caller record a visit: only the server runs the redirect functions', async () => {
    const user = await createAuthUser(db);
    const token = await server.tokenFor(user);
    await server.flushVisits();
    const scansBefore = (
      await db.query<{ n: number }>('select count(*)::int as n from public.qr_code_scans')
    ).rows[0]!.n;
    for (const [bearer, status] of [
      [server.anonKey, 401],
      [token, 403],
    ] as const) {
      const forged = await fetch(`${server.url}/rest/v1/rpc/resolve_qr_redirect`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          p_qr_id: qrId,
          p_ip: '6.6.6.6',
          p_country: 'KP',
          p_city: '<script>',
        }),
      });
      expect(forged.status).toBe(status);
      const click = await fetch(`${server.url}/rest/v1/rpc/resolve_short_link`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ p_code: 'Abc123', p_ip: '6.6.6.6' }),
      });
      expect(click.status).toBe(status);
    }
    const { rows } = await db.query<{ n: number; forged: number }>(
      `select count(*)::int as n, count(*) filter (where country = 'KP')::int as forged
         from public.qr_code_scans`,
    );
    expect(rows[0]).toEqual({ n: scansBefore, forged: 0 });
  });

  it("records the hosted build's redirect page through the redirect function", async () => {
    const invoke = (body: unknown) =>
      fetch(`${server.url}/functions/v1/redirect`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          'content-type': 'application/json',
          'user-agent': IPHONE,
        },
        body: JSON.stringify(body),
      });
    const before = (
      await db.query<{ n: number }>(
        'select click_count as n from public.short_links where id = $1',
        [linkId],
      )
    ).rows[0]!.n;
    const found = await invoke({
      kind: 'short_link',
      code: 'minha-promo',
      referrer: 'https://t.co/x',
    });
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ destination: 'https://example.org/promo' });
    await server.flushVisits();
    const { rows } = await db.query<{ n: number; referrer: string }>(
      `select l.click_count as n,
              (select c.referrer from public.link_clicks c where c.short_link_id = l.id
                order by c.id desc limit 1) as referrer
         from public.short_links l where l.id = $1`,
      [linkId],
    );
    expect(rows[0]).toEqual({ n: before + 1, referrer: 'https://t.co/x' });
    expect((await invoke({ kind: 'qr', code: 'nao-e-uuid' })).status).toBe(404);
    expect((await invoke({ kind: 'short_link', code: 'naoexiste' })).status).toBe(404);
    expect((await invoke({ kind: 'outro', code: 'x' })).status).toBe(400);
  });

  it('serves /app-config.json with the anon key only (and the public and support addresses)', async () => {
    const response = await get('/app-config.json');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      supabaseAnonKey: server.anonKey,
      publicUrl: server.url,
      supportEmail: 'suporte@qrlink.test',
      paymentsEnabled: false,
    });
    expect(JSON.stringify(body)).not.toContain(server.serviceKey);
  });

  it('serves the SPA: hashed assets cached, index.html and client routes never cached', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/dashboard/my-qrs', '/login?redirect=/tools/qr-code-generator']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain(SPA_MARKER);
    }
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    const api = await get('/auth/v1/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe.each(ENGINES)('where visits come from (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    // Behind a trusted proxy, with addresses kept truncated (IP_ADDRESS_STORAGE=truncated).
    server = await startTestServer(
      engine,
      { trustProxy: true, ipAddressStorage: 'truncated' },
      { db },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('records country and city from the geo-IP database, the truncated IP and a daily visitor key', async () => {
    const owner = await createAuthUser(db);
    const { rows: qr } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com/geo') returning id`,
      [owner.id],
    );
    const visit = (ip: string, ua = IPHONE) =>
      fetch(`${server.url}/qr/${qr[0]!.id}`, {
        redirect: 'manual',
        headers: { 'user-agent': ua, 'x-forwarded-for': ip },
      });
    for (const ip of ['200.147.67.142', '200.147.67.142', '8.8.8.8']) {
      expect((await visit(ip)).status).toBe(302);
    }
    expect((await visit('200.147.67.142', WHATSAPP)).status).toBe(302);
    await server.flushVisits();
    const { rows } = await db.query<{
      ip_address: string;
      country: string;
      city: string;
      visitors: number;
      scans: number;
    }>(
      `select ip_address, country, city, count(distinct visitor_key)::int as visitors,
              count(*)::int as scans
         from public.qr_code_scans where qr_code_id = $1 and not is_bot
        group by 1, 2, 3 order by 1`,
      [qr[0]!.id],
    );
    expect(rows).toEqual([
      { ip_address: '200.147.67.0', country: 'BR', city: 'Rio de Janeiro', visitors: 1, scans: 2 },
      { ip_address: '8.8.8.0', country: 'US', city: 'Mountain View', visitors: 1, scans: 1 },
    ]);
    // The link preview from the same address is another visitor (other user agent), not counted.
    const { rows: bots } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.qr_code_scans where qr_code_id = $1 and is_bot',
      [qr[0]!.id],
    );
    expect(bots[0]!.n).toBe(1);
  });
});
