/**
 * /p/{slug} on our server (docs/product/pages.md, "How a page is served"): a page made and
 * published through the REST API is served as plain HTML with its own CSP, every owner field
 * escaped; an edit, a new slug, an unpublish or a delete reaches the next visitor (the
 * database's page_cache notifications); bad content is refused with the editor's pt-BR words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from '@qrlink/core/pages/render-page';
import type { Db } from '@qrlink/server/db/database';
import { createAuthUser, ENGINES, freshDatabase, type NewUser } from '../support/databases';
import { startTestServer, type TestServer } from './auth-test-server';

// Notifications travel after commit (on PostgreSQL over another connection).
const NOTICE_MS = 1_000;
const THEME = {
  background: '#ffffff',
  text: '#111111',
  button: '#fd1455',
  buttonText: '#ffffff',
  shape: 'pill',
  font: 'serif',
};

describe.each(ENGINES)('pages at /p/{slug} (%s)', (engine) => {
  let db: Db;
  let server: TestServer;
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

  const rest = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/rest/v1/${path}`, {
      method,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(owner)}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  it('serves a published page, keeps up with its edits and goes dark when unpublished', async () => {
    const hostile = '<script>alert(1)</script>';
    const made = await rest('POST', 'pages', {
      user_id: owner.id,
      slug: `loja-${engine}`,
      title: `Loja ${hostile}`,
      content: {
        name: `Loja ${hostile}`,
        bio: 'Doces "caseiros"',
        theme: THEME,
        buttons: [{ id: 'a', kind: 'link', label: 'Cardápio', target: 'https://ex.com/menu' }],
      },
    });
    expect(made.status).toBe(201);
    const id = (made.body as [{ id: string }])[0].id;
    expect((await visit(`/p/loja-${engine}`)).status).toBe(404);

    await rest('PATCH', `pages?id=eq.${id}`, { published: true });
    await expect
      .poll(async () => (await visit(`/p/loja-${engine}`)).status, {
        timeout: NOTICE_MS,
        interval: 5,
      })
      .toBe(200);
    const page = await visit(`/p/LOJA-${engine}`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(PAGE_CSP);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.html).toContain('<h1>Loja &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(page.html).toContain('Doces &quot;caseiros&quot;');
    expect(page.html).toContain('href="https://ex.com/menu"');
    expect(page.html).not.toContain('<script');
    // Free plan: the badge. Nothing of the SPA.
    expect(page.html).toContain('Feito com QR Link');
    expect(page.html).not.toContain('/assets/');
    const etag = page.headers.get('etag')!;
    expect((await visit(`/p/loja-${engine}`, { 'if-none-match': etag })).status).toBe(304);

    await rest('PATCH', `pages?id=eq.${id}`, {
      content: { name: 'Loja Nova', bio: '', theme: THEME, buttons: [] },
    });
    await expect
      .poll(async () => (await visit(`/p/loja-${engine}`)).html, {
        timeout: NOTICE_MS,
        interval: 5,
      })
      .toContain('<h1>Loja Nova</h1>');

    await rest('PATCH', `pages?id=eq.${id}`, { slug: `loja-nova-${engine}` });
    await expect
      .poll(async () => (await visit(`/p/loja-${engine}`)).status, {
        timeout: NOTICE_MS,
        interval: 5,
      })
      .toBe(404);
    expect((await visit(`/p/loja-nova-${engine}`)).status).toBe(200);

    await rest('PATCH', `pages?id=eq.${id}`, { published: false });
    await expect
      .poll(async () => (await visit(`/p/loja-nova-${engine}`)).status, {
        timeout: NOTICE_MS,
        interval: 5,
      })
      .toBe(404);
    const gone = await visit(`/p/loja-nova-${engine}`);
    expect(gone.html).toContain('Página não encontrada');
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('follows its owner: the badge goes with the plan, the page with a blocked account', async () => {
    const plan = (id: string) =>
      db.query('update public.profiles set plan_id = $2 where id = $1', [owner.id, id]);
    const html = (path: string) =>
      expect.poll(async () => (await visit(path)).html, { timeout: NOTICE_MS, interval: 5 });
    await plan('basico');
    const made = await rest('POST', 'pages', {
      user_id: owner.id,
      slug: `dono-${engine}`,
      title: 'Dono',
      published: true,
      content: { name: 'Dono', bio: '', theme: THEME, buttons: [] },
    });
    expect(made.status).toBe(201);
    const path = `/p/dono-${engine}`;
    expect((await visit(path)).html).not.toContain('Feito com QR Link');
    await plan('free_plan');
    await html(path).toContain('Feito com QR Link');
    await plan('basico');
    await html(path).not.toContain('Feito com QR Link');
    // A plan made free: every page on it shows the badge.
    await db.query("update public.plans set price = 0 where id = 'basico'");
    await html(path).toContain('Feito com QR Link');
    await db.query("update public.plans set price = 19.9 where id = 'basico'");
    await db.query("update auth.users set banned_until = now() + interval '1 day' where id = $1", [
      owner.id,
    ]);
    await expect
      .poll(async () => (await visit(path)).status, { timeout: NOTICE_MS, interval: 5 })
      .toBe(404);
    await db.query('update auth.users set banned_until = null where id = $1', [owner.id]);
  });

  it('answers odd addresses with the not-found page and refuses bad content in pt-BR', async () => {
    for (const path of ['/p/', `/p/${'a'.repeat(300)}`, '/p/a/b', '/p/..%2F', '/p/nao-existe']) {
      expect((await visit(path)).status, path).toBe(404);
    }
    // Broken percent-encoding: Fastify refuses the address before any route.
    expect((await visit('/p/%E0%A4%A')).status).toBe(400);
    const refused = await rest('POST', 'pages', {
      user_id: owner.id,
      slug: `ruim-${engine}`,
      title: 'Ruim',
      content: {
        name: 'Ruim',
        bio: '',
        theme: THEME,
        buttons: [{ id: 'a', kind: 'link', label: 'X', target: 'javascript:alert(1)' }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'O botão "X" precisa de um endereço http(s) válido.',
    });
    const { rows } = await db.query('select 1 from public.pages where slug = $1', [
      `ruim-${engine}`,
    ]);
    expect(rows).toHaveLength(0);
  });
});
