/**
 * Server-side redirects (/qr/:id, /s/:code) and the SPA's static hosting: 302 with the scan or
 * click recorded and counted (bots recorded, never counted), 404 with the SPA's page for
 * unknown codes, /app-config.json, SPA fallback and cache headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser, ENGINES, freshDatabase } from '../support/databases';
import type { Db } from '../../packages/server/src/db/database';
import { startTestServer, type TestServer } from './auth-test-server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const SPA_MARKER = '<div id="root">spa-shell</div>';

describe.each(ENGINES)('redirects and static files (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let distDir: string;
  let qrId: string;
  let linkId: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'qrlink-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(
      join(distDir, 'index.html'),
      `<!doctype html><html><body>${SPA_MARKER}</body></html>`,
    );
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    db = await freshDatabase(engine);
    server = await startTestServer(engine, {}, { db, webDistDir: distDir });
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
    rmSync(distDir, { recursive: true, force: true });
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
    expect(response.headers.get('cache-control')).toBe('no-store');
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
    expect(await countLogs()).toBe(before);
  });

  it('serves /app-config.json with the anon key only (and the support address)', async () => {
    const response = await get('/app-config.json');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      supabaseUrl: server.url,
      supabaseAnonKey: server.anonKey,
      supportEmail: 'suporte@qrlink.test',
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
