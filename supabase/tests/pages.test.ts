/**
 * Pages (docs/product/pages.md): a workspace's members read its pages, owners, admins and
 * editors write them; the database checks the content as the editor does, screens the
 * addresses, keeps slugs unique across the product and the count within the owner's plan; only
 * a published page is served (published_page, service role), with the badge on the free plan.
 */
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

const THEME = {
  background: '#ffffff',
  text: '#111111',
  button: '#fd1455',
  buttonText: '#ffffff',
  shape: 'pill',
  font: 'sans',
};
const content = (buttons: object[] = [], extra: object = {}) =>
  JSON.stringify({ name: 'Café', bio: '', theme: THEME, buttons, ...extra });
const link = (target: string) => ({ id: 'a', kind: 'link', label: 'Site', target });

describe.each(ENGINES)('pages on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
  });

  const make = (caller: Caller, slug: string, body = content(), workspace?: string) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        workspace
          ? `insert into public.pages (user_id, slug, title, content, workspace_id)
             values (auth.uid(), $1, 'Página', $2, $3) returning id`
          : `insert into public.pages (user_id, slug, title, content)
             values (auth.uid(), $1, 'Página', $2) returning id`,
        workspace ? [slug, body, workspace] : [slug, body],
      );
      return rows[0]!.id;
    });
  const served = (slug: string) =>
    asRole(db, serviceRole, async (tx) => {
      const { rows } = await tx.query<{ page: Record<string, unknown> | null }>(
        'select public.published_page($1) as page',
        [slug],
      );
      return rows[0]!.page;
    });

  it("keeps a page to its workspace's members and serves it only once published", async () => {
    const id = await make(cast.callers.a, 'cafe-da-ana', content([link('https://ex.com/menu')]));
    expect(await probe(db, cast.callers.a, 'select 1 from public.pages where id = $1', [id])).toBe(
      1,
    );
    expect(await probe(db, cast.callers.b, 'select 1 from public.pages where id = $1', [id])).toBe(
      0,
    );
    expect(await probe(db, anon, 'select 1 from public.pages')).toBe('denied');
    expect(
      await probe(db, cast.callers.b, "update public.pages set title = 'x' where id = $1", [id]),
    ).toBe(0);
    expect(await probe(db, cast.callers.b, 'delete from public.pages where id = $1', [id])).toBe(0);
    // The workspace is not the caller's to change, nor the maker.
    expect(
      await probe(db, cast.callers.a, 'update public.pages set user_id = null where id = $1', [id]),
    ).toBe('denied');

    expect(await served('cafe-da-ana')).toBeNull();
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('update public.pages set published = true where id = $1', [id]),
    );
    expect(await served('CAFE-DA-ANA')).toMatchObject({
      slug: 'cafe-da-ana',
      kind: 'links',
      title: 'Página',
      badge: true,
      content: { name: 'Café', buttons: [link('https://ex.com/menu')] },
    });
    await db.query("update public.profiles set plan_id = 'basico' where id = $1", [cast.a.id]);
    expect(await served('cafe-da-ana')).toMatchObject({ badge: false });
    // A blocked owner's page goes dark.
    await db.query("update auth.users set banned_until = now() + interval '1 day' where id = $1", [
      cast.a.id,
    ]);
    expect(await served('cafe-da-ana')).toBeNull();
  });

  it('checks the content as the editor does, screens its addresses and keeps slugs unique', async () => {
    const refusal = async (slug: string, body: string) => pgError(make(cast.callers.a, slug, body));
    expect(await refusal('pagina-1', content([link('javascript:alert(1)')]))).toEqual({
      code: '22023',
      message: 'O botão "Site" precisa de um endereço http(s) válido.',
    });
    expect(await refusal('pagina-1', content([], { name: ' ' }))).toMatchObject({
      message: 'Informe o nome exibido na página.',
    });
    expect(
      await refusal(
        'pagina-1',
        content([{ id: 'p', kind: 'phone', label: 'Ligar', target: '123' }]),
      ),
    ).toMatchObject({ code: '22023', message: 'O botão "Ligar" precisa de um telefone válido.' });
    expect(
      await refusal('pagina-1', content([], { theme: { ...THEME, button: 'red' } })),
    ).toMatchObject({ message: 'O tema da página é inválido.' });
    expect(await refusal('-ruim', content())).toMatchObject({ code: '23514' });
    expect(await refusal('a--b', content())).toMatchObject({ code: '23514' });

    // The social icons: one http(s) address per network.
    const socials = (...list: object[]) => content([], { socials: list });
    const instagram = { network: 'instagram', target: 'https://instagram.com/cafe' };
    expect(await refusal('pagina-1', socials(instagram, instagram))).toEqual({
      code: '22023',
      message: 'Cada rede social pode aparecer uma só vez.',
    });
    expect(
      await refusal('pagina-1', socials({ network: 'x', target: 'javascript:alert(1)' })),
    ).toMatchObject({ message: 'URL inválida. Verifique o endereço digitado.' });
    expect(
      await refusal('pagina-1', socials({ network: 'orkut', target: 'https://orkut.example' })),
    ).toMatchObject({ message: 'As redes sociais da página são inválidas.' });

    await db.query("insert into public.blocked_domains (domain) values ('golpe.example')");
    expect(await refusal('pagina-1', content([link('https://golpe.example/pix')]))).toMatchObject({
      code: 'P0001',
      message: expect.stringContaining('Este endereço não pode ser usado'),
    });
    expect(
      await refusal('pagina-1', socials({ network: 'x', target: 'https://golpe.example/x' })),
    ).toMatchObject({ code: 'P0001' });

    await make(cast.callers.a, 'unica', socials(instagram));
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [
      cast.b.id,
    ]);
    expect(await pgError(make(cast.callers.b, 'unica'))).toMatchObject({ code: '23505' });
  });

  it("holds a workspace to its owner's plan's number of pages", async () => {
    await db.query("update public.profiles set plan_id = 'free_plan' where id = $1", [cast.b.id]);
    await make(cast.callers.b, 'primeira');
    expect(await pgError(make(cast.callers.b, 'segunda'))).toEqual({
      code: 'P0001',
      message:
        'O plano deste espaço de trabalho permite 1 página(s). Exclua uma ou faça upgrade do plano.',
    });
    await db.query("update public.profiles set plan_id = 'basico' where id = $1", [cast.b.id]);
    await make(cast.callers.b, 'segunda');
    await make(cast.callers.b, 'terceira');
    expect(await pgError(make(cast.callers.b, 'quarta'))).toMatchObject({ code: 'P0001' });
    expect(await probe(db, cast.callers.b, 'select 1 from public.pages')).toBe(3);
  });

  it("lets a team's editors write its pages and its Leitores only read them", async () => {
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [
      cast.a.id,
    ]);
    const team = await asRole(db, cast.callers.a, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "select public.create_workspace('Loja') as id",
      );
      return rows[0]!.id;
    });
    await db.query(
      "insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')",
      [team, cast.b.id],
    );
    const id = await make(cast.callers.a, 'loja-da-equipe', content(), team);
    expect(await probe(db, cast.callers.b, 'select 1 from public.pages where id = $1', [id])).toBe(
      1,
    );
    expect(
      await probe(db, cast.callers.b, "update public.pages set title = 'x' where id = $1", [id]),
    ).toBe(0);
    expect(await pgError(make(cast.callers.b, 'do-leitor', content(), team))).toMatchObject({
      code: '42501',
    });
    await db.query(
      "update public.workspace_members set role = 'editor' where user_id = $1 and workspace_id = $2",
      [cast.b.id, team],
    );
    expect(
      await probe(db, cast.callers.b, "update public.pages set title = 'Nova' where id = $1", [id]),
    ).toBe(1);
  });

  it('checks a business card as the editor does, and screens its site', async () => {
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [
      cast.a.id,
    ]);
    const card = (fields: object) =>
      JSON.stringify({
        name: 'Ana',
        role: 'Confeiteira',
        company: '',
        theme: THEME,
        phone: '+554133334444',
        whatsapp: null,
        email: 'ana@doces.example',
        website: 'https://doces.example/',
        address: null,
        pixKey: 'ana@doces.example',
        ...fields,
      });
    const makeCard = (slug: string, fields: object = {}) =>
      asRole(db, cast.callers.a, (tx) =>
        tx.query(
          "insert into public.pages (user_id, kind, slug, title, content) values (auth.uid(), 'card', $1, 'Cartão', $2)",
          [slug, card(fields)],
        ),
      );
    await db.query(
      "insert into public.blocked_domains (domain) values ('golpe.example') on conflict do nothing",
    );
    await makeCard('cartao-da-ana');
    expect(await pgError(makeCard('cartao-2', { phone: '123' }))).toEqual({
      code: '22023',
      message: 'Informe um telefone válido.',
    });
    expect(await pgError(makeCard('cartao-2', { email: 'ana' }))).toMatchObject({
      message: 'Informe um e-mail válido.',
    });
    expect(await pgError(makeCard('cartao-2', { role: 'x'.repeat(81) }))).toMatchObject({
      message: 'O cargo e a empresa podem ter no máximo 80 caracteres.',
    });
    expect(await pgError(makeCard('cartao-2', { website: 'javascript:alert(1)' }))).toMatchObject({
      message: 'O site precisa ser um endereço http(s).',
    });
    expect(
      await pgError(makeCard('cartao-2', { website: 'https://golpe.example/' })),
    ).toMatchObject({
      code: 'P0001',
    });
    expect(await pgError(makeCard('cartao-2', { buttons: [], company: 7 }))).toMatchObject({
      code: '22023',
    });
    // A card is not a link page, nor the other way round.
    expect(
      await pgError(
        asRole(db, cast.callers.a, (tx) =>
          tx.query(
            "insert into public.pages (user_id, kind, slug, title, content) values (auth.uid(), 'links', 'links-2', 'X', $1)",
            [card({})],
          ),
        ),
      ),
    ).toMatchObject({ code: '22023' });
  });

  it('checks a digital menu as the editor does: sections, items, prices, tags, hours, WhatsApp', async () => {
    // cast.a is blocked by now (the first test): its pages are dark.
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [
      cast.b.id,
    ]);
    const item = (fields: object = {}) => ({
      id: 'pao',
      name: 'Pão de queijo',
      description: '',
      priceCents: 650,
      tags: ['vegetariano'],
      ...fields,
    });
    const menu = (fields: object = {}, items: object[] = [item()]) =>
      JSON.stringify({
        name: 'Café',
        bio: '',
        theme: THEME,
        hours: [{ days: 'Seg a Sex', time: '7h às 19h' }],
        sections: [{ id: 'salgados', title: 'Salgados', items }],
        whatsapp: '+5541999998888',
        ...fields,
      });
    const makeMenu = (slug: string, body: string) =>
      asRole(db, cast.callers.b, (tx) =>
        tx.query(
          "insert into public.pages (user_id, kind, slug, title, content, published) values (auth.uid(), 'menu', $1, 'Cardápio', $2, true)",
          [slug, body],
        ),
      );
    await makeMenu('cardapio-do-cafe', menu());
    expect(await served('cardapio-do-cafe')).toMatchObject({
      kind: 'menu',
      content: { sections: [{ items: [{ priceCents: 650 }] }] },
    });
    const refusals: Array<[string, string]> = [
      [
        menu({}, [item({ priceCents: 6.5 })]),
        'Informe o preço em reais, de R$ 0,00 a R$ 100.000,00 (ex.: 24,90).',
      ],
      [
        menu({}, [item({ priceCents: -1 })]),
        'Informe o preço em reais, de R$ 0,00 a R$ 100.000,00 (ex.: 24,90).',
      ],
      [
        menu({}, [item({ priceCents: '650' })]),
        'Informe o preço em reais, de R$ 0,00 a R$ 100.000,00 (ex.: 24,90).',
      ],
      [menu({}, [item({ name: ' ' })]), 'Dê um nome a cada item.'],
      [menu({}, [item({ tags: ['gourmet'] })]), 'Etiqueta de item inválida.'],
      [
        menu({}, [item({ photoUrl: 'javascript:alert(1)' })]),
        'A foto precisa ser um endereço http(s).',
      ],
      [menu({}, [item(), item({ name: 'Outro' })]), 'O cardápio é inválido.'],
      [menu({ whatsapp: '123' }), 'Informe um WhatsApp válido para os pedidos.'],
      [
        menu({ hours: [{ days: 'Seg', time: ' ' }] }),
        'Cada horário precisa de dias e horas, com até 40 caracteres cada.',
      ],
      [menu({ sections: [{ id: 's', title: '', items: [] }] }), 'Dê um título a cada seção.'],
      [
        menu({
          sections: Array.from({ length: 21 }, (_, i) => ({ id: `s${i}`, title: 'S', items: [] })),
        }),
        'Use no máximo 20 seções no cardápio.',
      ],
      [menu({ sections: 'x' }), 'O cardápio é inválido.'],
      [menu({ pdfUrl: 'javascript:alert(1)' }), 'URL inválida. Verifique o endereço digitado.'],
      [menu({ pdfUrl: 7 }), 'URL inválida. Verifique o endereço digitado.'],
    ];
    for (const [body, message] of refusals) {
      expect(await pgError(makeMenu('cardapio-2', body))).toEqual({ code: '22023', message });
    }
    // A menu given as its PDF, sections and all optional; the PDF's address is screened.
    const pdfUrl = 'https://qr.example/storage/v1/object/public/page_files/w/cardapio-1.pdf';
    await makeMenu('cardapio-pdf', menu({ pdfUrl, sections: [], hours: [] }));
    expect(await served('cardapio-pdf')).toMatchObject({ content: { pdfUrl, sections: [] } });
    await db.query(
      "insert into public.blocked_domains (domain) values ('golpe.example') on conflict do nothing",
    );
    expect(
      await pgError(makeMenu('cardapio-3', menu({ pdfUrl: 'https://golpe.example/menu.pdf' }))),
    ).toMatchObject({ code: 'P0001' });
    // A menu is not a link page.
    expect(
      await pgError(
        asRole(db, cast.callers.b, (tx) =>
          tx.query(
            "insert into public.pages (user_id, kind, slug, title, content) values (auth.uid(), 'links', 'links-3', 'X', $1)",
            [menu()],
          ),
        ),
      ),
    ).toMatchObject({ code: '22023' });
  });

  it("tells the editor's preview whether the workspace's pages carry the free plan's badge", async () => {
    const badge = async () =>
      (
        await asRole(db, cast.callers.b, (tx) =>
          tx.query<{ r: { page_badge: boolean } }>(
            'select public.workspace_plan(public.personal_workspace()) as r',
          ),
        )
      ).rows[0]!.r.page_badge;
    await db.query("update public.profiles set plan_id = 'free_plan' where id = $1", [cast.b.id]);
    expect(await badge()).toBe(true);
    await db.query("update public.profiles set plan_id = 'basico' where id = $1", [cast.b.id]);
    expect(await badge()).toBe(false);
  });
});
