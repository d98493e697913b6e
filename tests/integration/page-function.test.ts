/**
 * The `page` function (docs/product/pages.md, "How a page is served") on both runtimes: the
 * self-hosted server (through its cache of pages) and the Edge Function under Deno (hosted
 * Supabase, reading PostgreSQL on each call) answer the same HTML, headers and refusals, and
 * count the same visits, taps and orders ("Analytics").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from '@qrlink/core/pages/render-page';
import { createAuthUser } from '../support/databases';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

const CONTENT = {
  name: 'Doceria <Ana>',
  bio: '',
  theme: {
    background: '#ffffff',
    text: '#111111',
    button: '#c2185b',
    buttonText: '#ffffff',
    shape: 'rounded',
    font: 'sans',
  },
  buttons: [{ id: 'a', kind: 'phone', label: 'Ligar', target: '+554133334444' }],
};

const CARD = {
  name: 'Ana Souza',
  role: 'Confeiteira',
  company: 'Doces da Ana',
  theme: CONTENT.theme,
  phone: null,
  whatsapp: '+5541999998888',
  email: 'ana@doces.example',
  website: null,
  address: null,
  pixKey: null,
};

const MENU = {
  name: 'Café da Praça',
  bio: '',
  theme: CONTENT.theme,
  hours: [],
  whatsapp: '+5541999998888',
  sections: [
    {
      id: 'cafes',
      title: 'Cafés',
      items: [
        { id: 'coado', name: 'Café coado', description: '', priceCents: 700, tags: [] },
        {
          id: 'gelado',
          name: 'Café gelado',
          description: '',
          priceCents: 1200,
          tags: ['esgotado'],
        },
      ],
    },
  ],
};

describe.each(FUNCTION_TARGETS)('the page function (%s)', (target) => {
  let functions: FunctionsUnderTest;

  beforeAll(async () => {
    functions = await startFunctions(target);
    const { db } = functions.server;
    const owner = await createAuthUser(db);
    // Five pages: more than the free plan's one.
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [owner.id]);
    await db.query(
      `insert into public.pages (user_id, slug, title, content, published)
       values ($1, $2, 'Doceria', $3, true), ($1, $4, 'Rascunho', $3, false),
              ($1, $5, 'Visitas', $3, true)`,
      [
        owner.id,
        `doceria-${target}`,
        JSON.stringify(CONTENT),
        `rascunho-${target}`,
        // Only the visit-counting test opens this one.
        `visitas-${target}`,
      ],
    );
    await db.query(
      `insert into public.pages (user_id, kind, slug, title, content, published)
       values ($1, 'card', $2, 'Cartão', $3, true)`,
      [owner.id, `ana-${target}`, JSON.stringify(CARD)],
    );
    await db.query(
      `insert into public.pages (user_id, kind, slug, title, content, published)
       values ($1, 'menu', $2, 'Cardápio', $3, true)`,
      [owner.id, `cafe-${target}`, JSON.stringify(MENU)],
    );
  });
  afterAll(async () => {
    await functions?.stop();
  });

  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${functions.functionsUrl}${path}`, init);

  /** A person's phone (Node's own fetch says 'node', which counts as a robot). */
  const PHONE = {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-S918B) Mobile Safari/537.36',
  };
  const tap = (path: string, method = 'POST') =>
    get(path, { method, headers: PHONE, ...(method === 'POST' ? { body: 'PING' } : {}) });

  /** The page's counters as the rollups hold them, `dimension:value` -> count. */
  async function counters(slug: string): Promise<Record<string, number>> {
    const { rows } = await functions.server.db.query<{ key: string; count: number }>(
      `select r.dimension || ':' || r.value as key, sum(r.count)::integer as count
         from public.visit_rollups r join public.pages g on g.id = r.target_id
        where r.kind = 'page' and g.slug = $1
        group by 1`,
      [slug],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.count]));
  }

  /**
   * Waits for the counters to have grown by `expected` since `before` (our server writes them
   * within a second). Earlier tests visit the same pages.
   */
  async function expectCounted(
    slug: string,
    before: Record<string, number>,
    expected: Record<string, number>,
  ): Promise<void> {
    const grown = async () => {
      const now = await counters(slug);
      return Object.fromEntries(
        Object.keys(expected).map((key) => [key, (now[key] ?? 0) - (before[key] ?? 0)]),
      );
    };
    await expect.poll(grown, { timeout: 10_000 }).toEqual(expected);
  }

  it('answers a published page as HTML with its own CSP, and HEAD without a body', async () => {
    const answer = await get(`/page/DOCERIA-${target}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe(PAGE_CSP);
    const html = await answer.text();
    expect(html).toContain('<h1>Doceria &lt;Ana&gt;</h1>');
    expect(html).toContain('href="tel:+554133334444"');
    expect(html).toContain(
      `<meta property="og:url" content="${functions.server.config.publicUrl}/p/doceria-${target}">`,
    );
    const head = await get(`/page/doceria-${target}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers a draft or an unknown address with the not-found page, and refuses POST', async () => {
    for (const path of [`/page/rascunho-${target}`, '/page/nada-aqui', '/page/']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toContain('Página não encontrada');
    }
    // Broken percent-encoding: our server's router refuses the address first (400).
    expect([400, 404]).toContain((await get('/page/%E0%A4%A')).status);
    const post = await get(`/page/doceria-${target}`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ code: 'method_not_allowed', message: 'Use GET.' });
  });

  it("answers a business card, and its 'Salvar contato' as a vCard", async () => {
    const card = await get(`/page/ana-${target}`);
    expect(card.status).toBe(200);
    const html = await card.text();
    expect(html).toContain(
      `href="${functions.server.config.publicUrl}/p/ana-${target}/contato.vcf"`,
    );
    expect(html).toContain('Confeiteira · Doces da Ana');
    const contact = await get(`/page/ana-${target}/contato.vcf`);
    expect(contact.status).toBe(200);
    expect(contact.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(contact.headers.get('content-disposition')).toBe(
      `attachment; filename="ana-${target}.vcf"`,
    );
    const vcard = await contact.text();
    expect(vcard).toContain('FN:Ana Souza');
    expect(vcard).toContain('+5541999998888');
    // A link page has no contact to save.
    expect((await get(`/page/doceria-${target}/contato.vcf`)).status).toBe(404);
  });

  it("answers a menu, and sends its order to the menu's WhatsApp written out", async () => {
    const menu = await get(`/page/cafe-${target}`);
    expect(menu.status).toBe(200);
    const html = await menu.text();
    expect(html).toContain(`<form method="get" action="/p/cafe-${target}/pedido">`);
    const order = await get(`/page/cafe-${target}/pedido?coado=2&gelado=1`, {
      redirect: 'manual',
    });
    expect(order.status).toBe(302);
    expect(order.headers.get('cache-control')).toBe('no-store');
    const chat = new URL(order.headers.get('location')!);
    expect(chat.origin + chat.pathname).toBe('https://wa.me/5541999998888');
    // Sold out: left out of the order.
    expect(chat.searchParams.get('text')).toBe(
      'Olá! Gostaria de fazer um pedido (Café da Praça):\n\n2x Café coado - R$ 14,00\n\nTotal: R$ 14,00',
    );
    const none = await get(`/page/cafe-${target}/pedido?coado=0`, { redirect: 'manual' });
    expect(none.status).toBe(400);
    const text = await none.text();
    expect(text).toContain('Nenhum item escolhido');
    expect(text).toContain(`href="/p/cafe-${target}"`);
    // Only a menu takes orders.
    expect((await get(`/page/ana-${target}/pedido?coado=1`)).status).toBe(404);
  });

  it('counts a visit of the page, a repeat visit too, and a robot apart', async () => {
    const slug = `visitas-${target}`;
    const before = await counters(slug);
    const first = await get(`/page/${slug}`, { headers: PHONE });
    const etag = first.headers.get('etag')!;
    await first.text();
    const again = await get(`/page/${slug}`, { headers: { ...PHONE, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await get(`/page/${slug}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
    // HEAD and the not-found page count nothing.
    await get(`/page/${slug}`, { method: 'HEAD', headers: PHONE });
    await get(`/page/rascunho-${target}`, { headers: PHONE });
    await expectCounted(slug, before, {
      'visits:': 2,
      'bots:': 1,
      'device:mobile': 2,
      'visitors:': 1,
    });
    expect(await counters(`rascunho-${target}`)).toEqual({});
  });

  it("counts a tap on a page's button, and refuses a tap on none", async () => {
    const slug = `doceria-${target}`;
    const before = await counters(slug);
    const card = await counters(`ana-${target}`);
    const html = await (await get(`/page/${slug}`)).text();
    expect(html).toContain(`ping="/p/${slug}/clique/a"`);
    const tapped = await tap(`/page/${slug}/clique/a`);
    expect(tapped.status).toBe(204);
    expect(await tapped.text()).toBe('');
    expect((await tap(`/page/${slug}/clique/nada`)).status).toBe(404);
    expect((await tap(`/page/rascunho-${target}/clique/a`)).status).toBe(404);
    // Only POST counts a tap: its address is no page.
    expect((await tap(`/page/${slug}/clique/a`, 'GET')).status).toBe(404);
    await expectCounted(slug, before, { 'button:a': 1 });
    // A business card's buttons are its fields: 'Salvar contato' is 'contato'.
    expect((await tap(`/page/ana-${target}/clique/contato`)).status).toBe(204);
    await expectCounted(`ana-${target}`, card, { 'button:contato': 1 });
  });

  it("counts a menu's order that goes out as a tap on 'Pedir pelo WhatsApp'", async () => {
    const slug = `cafe-${target}`;
    const before = await counters(slug);
    await get(`/page/${slug}/pedido?coado=1`, { redirect: 'manual', headers: PHONE });
    await get(`/page/${slug}/pedido?coado=0`, { redirect: 'manual', headers: PHONE });
    // The order's button is no link to ping.
    expect((await tap(`/page/${slug}/clique/pedido`)).status).toBe(404);
    await expectCounted(slug, before, { 'button:pedido': 1 });
  });
});
