/**
 * What the database checks on its own, whoever calls it (the forms check the same first): no
 * credentials in destinations, finite expiry moments, link passwords within bcrypt's 72 bytes,
 * no null kind slipping through, shared reports only for dynamic codes and at most 100 even
 * under parallel calls, and one answer for another user's folder and a made-up one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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

const MADE_UP = '11111111-1111-4111-8111-111111111111';

describe.each(ENGINES)('input checks on %s', (engine) => {
  let db: Db;
  let ana: NewUser;
  let bia: NewUser;
  const as = <T>(user: NewUser, sql: string, params: unknown[] = []) =>
    asRole(db, userCaller(user), async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r);
  const newQr = (user: NewUser, url = 'https://ana.example/menu') =>
    as<string>(
      user,
      'insert into public.qr_codes (user_id, target_url) values ($1, $2) returning id as r',
      [user.id, url],
    );

  useFreshDatabase(engine, (fresh) => {
    db = fresh;
  });
  beforeAll(async () => {
    ana = await createAuthUser(db);
    bia = await createAuthUser(db);
  });

  it('refuses destinations with credentials, in every address column', async () => {
    for (const url of [
      'https://user:pw@x.example/',
      'https://user@x.example/',
      'http://:pw@x.example',
    ]) {
      expect(await pgError(newQr(ana, url)), url).toEqual({
        code: '22023',
        message:
          'URL de destino inválida: use um endereço http:// ou https:// com até 2048 caracteres.',
      });
    }
    const id = await newQr(ana);
    for (const column of ['ios_url', 'android_url', 'desktop_url']) {
      const error = await pgError(
        as(ana, `update public.qr_codes set ${column} = 'https://a:b@x.example/' where id = $1`, [
          id,
        ]),
      );
      expect(error.code, column).toBe('23514');
    }
    const link = await pgError(
      as(
        ana,
        `insert into public.short_links (user_id, original_url, short_code)
               values ($1, 'https://u:p@x.example/', 'Cred1')`,
        [ana.id],
      ),
    );
    expect(link.code).toBe('22023');
    // An @ after the host is just part of the path.
    expect(await newQr(ana, 'https://x.example/@loja')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses expiry moments that are not finite', async () => {
    const id = await newQr(ana);
    for (const moment of ['-infinity', 'infinity']) {
      const error = await pgError(
        as(ana, 'update public.qr_codes set expires_at = $2 where id = $1', [id, moment]),
      );
      expect(error.code, moment).toBe('23514');
    }
  });

  it('keeps link passwords within the 72 bytes bcrypt reads', async () => {
    const id = await newQr(ana);
    const set = (password: string) =>
      as(ana, "select public.set_redirect_password('qr', $1, $2) as r", [id, password]);
    // 43 characters, 83 bytes.
    expect(await pgError(set(`${'é'.repeat(40)}FIM`))).toMatchObject({
      code: '22023',
      message:
        'A senha do link deve ter entre 4 e 72 caracteres; letras acentuadas contam como 2 e emojis como 4.',
    });
    expect(await set('é'.repeat(36))).toEqual({ password_protected: true });
    expect((await pgError(set('abc'))).code).toBe('22023');
  });

  it('refuses a null kind instead of reading it as a short link', async () => {
    const id = await newQr(ana);
    const calls = [
      'select public.bulk_create_items(null, \'[{"line": 2, "destination": "https://x.example"}]\') as r',
      'select public.create_shared_report(null, $1) as r',
      "select public.set_redirect_password(null, $1, 'segredo') as r",
    ];
    for (const sql of calls) {
      const error = await pgError(as(ana, sql, sql.includes('$1') ? [id] : []));
      expect(error, sql).toMatchObject({ code: '22023', message: 'Tipo inválido.' });
    }
    const links = await as<number>(ana, 'select count(*)::int as r from public.short_links');
    expect(links).toBe(0);
  });

  it('shares reports of dynamic QR codes only', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url, content_type, content, payload)
       values ($1, null, 'text', '{"text":"Olá"}', 'Olá') returning id`,
      [ana.id],
    );
    expect(
      await pgError(as(ana, "select public.create_shared_report('qr', $1) as r", [rows[0]!.id])),
    ).toMatchObject({
      code: '22023',
      message: 'Só QR Codes dinâmicos têm relatório de acessos para compartilhar.',
    });
  });

  it('holds the limit of 100 shared reports under parallel calls', async () => {
    const cara = await createAuthUser(db);
    const id = await newQr(cara);
    await db.query(
      `insert into public.shared_reports (user_id, token, qr_code_id)
       select $1, lpad(g::text, 32, 'x'), $2 from generate_series(1, 95) g`,
      [cara.id, id],
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        as(cara, "select public.create_shared_report('qr', $1) as r", [id]),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.shared_reports where user_id = $1',
      [cara.id],
    );
    expect(rows[0]!.n).toBe(100);
  });

  it('answers the same for a folder of another user and a made-up one', async () => {
    const biasFolder = await as<string>(
      bia,
      "insert into public.folders (name) values ('Da Bia') returning id as r",
    );
    const attempt = (owner: string, folder: string) =>
      pgError(
        as(
          ana,
          `insert into public.qr_codes (user_id, target_url, folder_id)
                 values ($1, 'https://x.example', $2) returning id as r`,
          [owner, folder],
        ),
      );
    // Naming Bia as the owner: her folder must not answer differently from one that does not exist.
    const theirs = await attempt(bia.id, biasFolder);
    const madeUp = await attempt(bia.id, MADE_UP);
    expect(theirs).toEqual(madeUp);
    expect(theirs).toMatchObject({ code: '42501', message: 'Pasta não encontrada.' });
    expect(await attempt(ana.id, biasFolder)).toEqual(madeUp);
  });
});
