/**
 * Folders, tags and the lists that use them (docs/product/organising.md, "Organising"): each user's
 * own (RLS and the functions), items filed only in their owner's folders, tags set by name,
 * deleting a folder or a tag keeps the items, and list_my_items filtering, searching, sorting and
 * paging in SQL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  userCaller,
} from '../../tests/support/databases';
import type { NewUser } from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

interface Page {
  total: number;
  rows: Array<
    { id: string; folder_id: string | null; tags: { name: string }[] } & Record<string, unknown>
  >;
}
const NO_FOLDER = '00000000-0000-0000-0000-000000000000';

describe.each(ENGINES)('folders and tags on %s', (engine) => {
  let db: Db;
  let ana: NewUser;
  let bia: NewUser;
  const as = <T>(user: NewUser, sql: string, params: unknown[] = []) =>
    asRole(db, userCaller(user), async (tx) => (await tx.query<{ r: T }>(sql, params)).rows);
  const one = async <T>(user: NewUser, sql: string, params: unknown[] = []) =>
    (await as<T>(user, sql, params))[0]!.r;
  const list = (user: NewUser, kind: string, args: Partial<Record<string, unknown>> = {}) =>
    one<Page>(user, 'select public.list_my_items($1, $2, $3, $4, $5, $6, $7, $8) as r', [
      kind,
      args.search ?? null,
      args.folder ?? null,
      args.tag ?? null,
      args.sort ?? 'created_at',
      args.ascending ?? false,
      args.limit ?? 20,
      args.offset ?? 0,
    ]);
  const folder = async (user: NewUser, name: string) =>
    one<string>(user, 'insert into public.folders (name) values ($1) returning id as r', [name]);
  const qr = async (user: NewUser, url: string, folderId: string | null = null) =>
    one<string>(
      user,
      'insert into public.qr_codes (user_id, target_url, folder_id) values ($1, $2, $3) returning id as r',
      [user.id, url, folderId],
    );
  const tag = (user: NewUser, kind: string, id: string, names: string[]) =>
    one<{ name: string }[]>(user, 'select public.set_item_tags($1, $2, $3) as r', [
      kind,
      id,
      names,
    ]);

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
  });
  // Every test with two users of its own: what one test files never shows in another's lists.
  beforeEach(async () => {
    ana = await createAuthUser(db, { fullName: 'Ana' });
    bia = await createAuthUser(db, { fullName: 'Bia' });
  });

  it('keeps folder and tag names unique per user, in any case, trimmed', async () => {
    const id = await folder(ana, '  Cardápios ');
    expect(await one(ana, 'select name as r from public.folders where id = $1', [id])).toBe(
      'Cardápios',
    );
    // (Case is compared with lower(): accented capitals depend on the database's locale.)
    await folder(ana, 'Loja');
    expect(await pgError(folder(ana, 'LOJA'))).toMatchObject({
      code: '23505',
      message: 'Já existe uma pasta com este nome.',
    });
    // Another user may use the same name; neither sees the other's.
    await folder(bia, 'Cardápios');
    expect(await as(ana, 'select id as r from public.folders')).toHaveLength(2);
    expect((await pgError(folder(ana, '   '))).code).toBe('23514');
  });

  it('files an item only in a folder of its owner, and a deleted folder keeps its items', async () => {
    const mine = await folder(ana, 'Loja');
    const theirs = await folder(bia, 'Loja da Bia');
    expect(await pgError(qr(ana, 'https://a.example/1', theirs))).toMatchObject({
      code: '42501',
      message: 'Pasta não encontrada.',
    });
    const id = await qr(ana, 'https://a.example/1', mine);
    expect((await list(ana, 'qr', { folder: mine })).total).toBe(1);
    await as(ana, 'delete from public.folders where id = $1', [mine]);
    const after = await list(ana, 'qr');
    expect(after.rows.map((row) => [row.id, row.folder_id])).toEqual([[id, null]]);
    // Bia cannot delete or rename Ana's folder: RLS shows her nothing to change.
    const other = await folder(ana, 'Outra');
    await as(bia, "update public.folders set name = 'x' where id = $1", [other]);
    await as(bia, 'delete from public.folders where id = $1', [other]);
    expect(await one(ana, 'select name as r from public.folders where id = $1', [other])).toBe(
      'Outra',
    );
  });

  it('sets tags by name, creating the missing ones, and only on the owner’s items', async () => {
    const id = await qr(ana, 'https://a.example/menu');
    expect(await tag(ana, 'qr', id, ['Verão', ' promo ', 'verão', ''])).toEqual([
      expect.objectContaining({ name: 'promo' }),
      expect.objectContaining({ name: 'Verão' }),
    ]);
    expect(await tag(ana, 'qr', id, ['promo'])).toHaveLength(1);
    expect(await as(ana, 'select name as r from public.tags order by name')).toHaveLength(2);
    expect((await pgError(tag(bia, 'qr', id, ['invasão']))).code).toBe('P0002');
    expect(await as(bia, 'select qr_code_id as r from public.qr_code_tags')).toEqual([]);
    expect(
      (
        await pgError(
          tag(
            ana,
            'qr',
            id,
            Array.from({ length: 21 }, (_, i) => `t${i}`),
          ),
        )
      ).message,
    ).toBe('Use no máximo 20 tags por item.');
    // Deleting a tag keeps the item.
    await as(ana, "delete from public.tags where name = 'promo'");
    expect((await list(ana, 'qr')).rows[0]).toMatchObject({ id, tags: [] });
  });

  it('lists with folder, no-folder and tag filters, full-text and substring search, sorted and paged', async () => {
    const loja = await folder(ana, 'Loja');
    const ids: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      ids.push(
        await qr(ana, `https://loja.example/produto-${i}?cor=azul`, i % 2 === 0 ? loja : null),
      );
    }
    const promo = await qr(ana, 'https://promocao-de-verao.example/cupom');
    await tag(ana, 'qr', ids[3]!, ['Natal']);
    await qr(bia, 'https://loja.example/produto-da-bia');
    await db.query('update public.qr_codes set scan_count = 500 where id = $1', [ids[7]]);

    const all = await list(ana, 'qr', { limit: 20 });
    expect(all.total).toBe(26);
    expect(all.rows).toHaveLength(20);
    expect((await list(ana, 'qr', { limit: 20, offset: 20 })).rows).toHaveLength(6);
    expect((await list(ana, 'qr', { folder: loja })).total).toBe(13);
    expect((await list(ana, 'qr', { folder: NO_FOLDER })).total).toBe(13);
    const natal = await one<string>(ana, "select id as r from public.tags where name = 'Natal'");
    expect((await list(ana, 'qr', { tag: natal })).rows.map((row) => row.id)).toEqual([ids[3]]);
    // Words (full text, prefix), a substring, a tag name; never Bia's rows.
    expect((await list(ana, 'qr', { search: 'promo verao' })).rows.map((r) => r.id)).toEqual([
      promo,
    ]);
    expect((await list(ana, 'qr', { search: 'produto-1' })).total).toBe(11);
    expect((await list(ana, 'qr', { search: 'natal' })).rows.map((r) => r.id)).toEqual([ids[3]]);
    expect((await list(ana, 'qr', { search: '100%_' })).total).toBe(0);
    expect((await list(ana, 'qr', { search: 'bia' })).total).toBe(0);
    const top = await list(ana, 'qr', { sort: 'visits', limit: 1 });
    expect(top.rows[0]!.id).toBe(ids[7]);
    expect(Object.keys(top.rows[0]!)).not.toContain('search_vector');
    expect((await pgError(list(ana, 'qr', { sort: 'x' }))).message).toBe('Ordenação inválida.');
    expect((await pgError(list(ana, 'qr', { limit: 5000 }))).message).toBe('Paginação inválida.');
  });

  it('lists short links the same way, searching code, alias and description', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.short_links (user_id, original_url, short_code, custom_alias, description)
       values ($1, 'https://a.example/x', 'Zx12Ab', 'black-friday', 'Campanha de novembro')
       returning id`,
      [ana.id],
    );
    await tag(ana, 'short_link', rows[0]!.id, ['Vendas']);
    for (const search of ['zx12', 'black', 'novembro', 'vendas']) {
      expect((await list(ana, 'short_link', { search })).total, search).toBe(1);
    }
    expect((await list(bia, 'short_link')).total).toBe(0);
  });
});

describe.each(ENGINES)('bulk creation on %s', (engine) => {
  let db: Db;
  let ana: NewUser;
  const bulk = (kind: string, rows: object[]) =>
    asRole(
      db,
      userCaller(ana),
      async (tx) =>
        (
          await tx.query<{ r: Array<Record<string, unknown>> }>(
            'select public.bulk_create_items($1, $2::jsonb) as r',
            [kind, JSON.stringify(rows)],
          )
        ).rows[0]!.r,
    );
  const count = async (sql: string) =>
    Number((await db.query<{ n: number }>(sql, [ana.id])).rows[0]!.n);

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
  });
  beforeEach(async () => {
    ana = await createAuthUser(db, { fullName: 'Ana' });
  });

  it('creates every row in one go, with folders by name and tags, and one notification', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      line: i + 2,
      destination: `https://loja.example/produto-${i}`,
      folder: i % 2 ? 'Produtos' : 'produtos',
      tags: i === 0 ? ['Verão', 'Oferta'] : [],
    }));
    const created = await bulk('qr', rows);
    expect(created).toHaveLength(300);
    expect(created[0]).toMatchObject({ line: 2, id: expect.any(String) });
    expect(await count('select count(*)::int as n from public.qr_codes where user_id = $1')).toBe(
      300,
    );
    expect(await count('select count(*)::int as n from public.folders where user_id = $1')).toBe(1);
    expect(await count('select count(*)::int as n from public.tags where user_id = $1')).toBe(2);
    const { rows: notices } = await db.query<{ message: string }>(
      'select message from public.notifications where user_id = $1',
      [ana.id],
    );
    expect(notices.map((n) => n.message)).toEqual(['Criação em massa: 300 QR Codes criados.']);
  });

  it('writes nothing when one row is refused, and names its line', async () => {
    await db.query(
      `insert into public.short_links (user_id, original_url, short_code, custom_alias)
       values ($1, 'https://a.example', 'Taken1', 'ja-existe')`,
      [ana.id],
    );
    const error = await pgError(
      bulk('short_link', [
        { line: 2, destination: 'https://a.example/1', alias: 'nova', folder: 'Campanha' },
        { line: 3, destination: 'https://a.example/2', alias: 'JA-EXISTE' },
        { line: 4, destination: 'https://a.example/3' },
      ]),
    );
    expect(error.message).toMatch(/^Linha 3: /);
    expect(
      await count('select count(*)::int as n from public.short_links where user_id = $1'),
    ).toBe(1);
    expect(await count('select count(*)::int as n from public.folders where user_id = $1')).toBe(0);
    expect(
      (await pgError(bulk('qr', [{ line: 7, destination: 'javascript:alert(1)' }]))).message,
    ).toMatch(/^Linha 7: /);
    expect((await pgError(bulk('qr', []))).message).toBe('Envie ao menos uma linha.');
    const many = Array.from({ length: 1001 }, () => ({ destination: 'https://a.example' }));
    expect((await pgError(bulk('qr', many))).message).toBe('Envie no máximo 1.000 linhas por vez.');
  });

  it('draws codes for links without an alias and keeps the given ones', async () => {
    const created = await bulk('short_link', [
      { line: 2, destination: 'https://a.example/1', alias: 'minha-promo', description: 'Natal' },
      { line: 3, destination: 'https://a.example/2' },
    ]);
    expect(created[0]).toMatchObject({ custom_alias: 'minha-promo' });
    expect(created[1]!.short_code).toMatch(/^[A-Za-z0-9]{6,7}$/);
  });
});
