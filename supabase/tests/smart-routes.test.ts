/**
 * Smart routes, A/B tests (migration 20261203000000_smart_routes.sql) and WhatsApp roulettes
 * (20261204000000_whatsapp_roulette.sql) on both engines: the owner writes a code's routes, split
 * and roulette through the API, the database refuses broken ones with
 * the editor's pt-BR words and changes nothing, and their destinations are screened, rechecked
 * against the blocklist and sent to Google Safe Browsing like the code's other addresses.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { smartRoutesSchema } from '@qrlink/core/links/smart-routes';
import { splitSchema } from '@qrlink/core/links/split-test';
import { rouletteSchema } from '@qrlink/core/links/whatsapp-roulette';
import { MESSAGES } from '@qrlink/core/validation/messages';
import {
  ENGINES,
  adminCaller,
  asRole,
  createAuthUser,
  makeAdmin,
  serviceRole,
  useFreshDatabase,
  userCaller,
  type Caller,
} from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

const URL = 'https://exemplo.com.br/almoco';
const LUNCH = { days: [1, 2, 3, 4, 5], from: '11:00', to: '15:00' };

/** Each broken list of routes, and the reason core's schema gives first (the database's too). */
const BROKEN: unknown[] = [
  Array.from({ length: 11 }, () => ({ url: URL, devices: ['ios'] })),
  [{ url: 'javascript:alert(1)', countries: ['BR'] }],
  [{ url: URL }],
  [{ url: URL, countries: [] }],
  [{ url: URL, countries: ['XX'] }],
  [{ url: URL, states: ['ZZ'] }],
  [{ url: URL, cities: [''] }],
  [{ url: URL, cities: Array.from({ length: 31 }, (_, i) => `Cidade ${i}`) }],
  [{ url: URL, hours: { ...LUNCH, to: '11:00' } }],
  [{ url: URL, hours: { ...LUNCH, days: [] } }],
  [{ url: URL, hours: { ...LUNCH, from: '25:00' } }],
  [{ url: URL, languages: ['Português'] }],
  [{ url: URL, devices: ['tv'] }],
];

describe.each(ENGINES)('smart routes on %s', (engine) => {
  let db: Db;
  let ana: Caller;
  let admin: Caller;
  let links = 0;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = userCaller(await createAuthUser(db));
    const boss = await createAuthUser(db);
    await makeAdmin(db, boss.id);
    admin = adminCaller(boss);
  });

  const newQr = (routes: unknown, url = 'https://exemplo.com.br') =>
    asRole(db, ana, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.qr_codes (user_id, target_url, routes)
         values (auth.uid(), $1, $2::jsonb) returning id`,
        [url, routes === null ? null : JSON.stringify(routes)],
      );
      return rows[0]!.id;
    });
  const newLink = (routes: unknown) =>
    asRole(db, ana, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.short_links (user_id, original_url, short_code, routes)
         values (auth.uid(), 'https://exemplo.com.br', $1, $2::jsonb) returning id`,
        [`Rota${++links}x`, JSON.stringify(routes)],
      );
      return rows[0]!.id;
    });
  const setRoutes = (table: 'qr_codes' | 'short_links', id: string, routes: unknown) =>
    asRole(db, ana, (tx) =>
      tx.query(`update public.${table} set routes = $2::jsonb where id = $1`, [
        id,
        JSON.stringify(routes),
      ]),
    );
  const routesOf = async (table: 'qr_codes' | 'short_links', id: string) =>
    (await db.query<{ routes: unknown }>(`select routes from public.${table} where id = $1`, [id]))
      .rows[0]!.routes;
  const disabledReason = async (column: 'qr_code_id' | 'short_link_id', id: string) =>
    (
      await db.query<{ reason: string }>(
        `select reason from public.disabled_codes where ${column} = $1`,
        [id],
      )
    ).rows[0]?.reason ?? null;

  it('keeps the routes an owner writes on codes and links; an empty list is none', async () => {
    const routes = smartRoutesSchema.parse([
      { url: URL, countries: ['BR'], hours: LUNCH },
      { url: 'https://exemplo.com.br/en', languages: ['en'], devices: ['ios', 'desktop'] },
      { url: 'https://exemplo.com.br/df', states: ['DF'], cities: ['Brasília'] },
    ]);
    const qr = await newQr(routes);
    expect(await routesOf('qr_codes', qr)).toEqual(routes);
    const link = await newLink(routes.slice(0, 1));
    expect(await routesOf('short_links', link)).toEqual(routes.slice(0, 1));
    await setRoutes('short_links', link, []);
    expect(await routesOf('short_links', link)).toBeNull();
  });

  it('refuses broken routes with the editor’s words and changes nothing', async () => {
    const qr = await newQr([{ url: URL, countries: ['BR'] }]);
    for (const routes of BROKEN) {
      const parsed = smartRoutesSchema.safeParse(routes);
      expect(parsed.success, JSON.stringify(routes)).toBe(false);
      const key = parsed.error!.issues[0]!.message as keyof typeof MESSAGES;
      const error = await pgError(setRoutes('qr_codes', qr, routes));
      expect(error.message, JSON.stringify(routes)).toBe(MESSAGES[key].message);
      expect(error.code).toBe('22023');
    }
    // What only the API could send: keys the editor never writes, or not a list at all.
    for (const routes of [{ url: URL }, [{ url: URL, countries: ['BR'], script: 'x' }]]) {
      expect((await pgError(setRoutes('qr_codes', qr, routes))).message).toBe('Rotas inválidas.');
    }
    expect(await routesOf('qr_codes', qr)).toEqual([{ url: URL, countries: ['BR'] }]);
    // A static code has no redirect to route.
    const error = await pgError(
      asRole(db, ana, (tx) =>
        tx.query(
          `insert into public.qr_codes (user_id, content_type, payload, content, routes)
           values (auth.uid(), 'text', 'Olá', '{"text": "Olá"}', $1::jsonb)`,
          [JSON.stringify([{ url: URL, countries: ['BR'] }])],
        ),
      ),
    );
    expect(error.code).toBe('23514');
    expect(error.message).toContain('qr_codes_routes_dynamic');
  });

  it('keeps an A/B test and refuses a broken one with the editor’s words', async () => {
    const qr = await newQr(null);
    const setSplit = (split: unknown) =>
      asRole(db, ana, (tx) =>
        tx.query('update public.qr_codes set split = $2::jsonb where id = $1', [
          qr,
          JSON.stringify(split),
        ]),
      );
    const split = [{ url: 'https://exemplo.com.br/b', weight: 40 }];
    await setSplit(split);
    expect(
      (await db.query('select split from public.qr_codes where id = $1', [qr])).rows[0],
    ).toEqual({ split });
    const url = 'https://exemplo.com.br/c';
    for (const broken of [
      Array.from({ length: 5 }, () => ({ url, weight: 10 })),
      [{ url: 'javascript:x', weight: 10 }],
      [{ url, weight: 0 }],
      [{ url, weight: 2.5 }],
      [
        { url, weight: 50 },
        { url, weight: 50 },
      ],
    ]) {
      const parsed = splitSchema.safeParse(broken);
      expect(parsed.success).toBe(false);
      const key = parsed.error!.issues[0]!.message as keyof typeof MESSAGES;
      expect((await pgError(setSplit(broken))).message, JSON.stringify(broken)).toBe(
        MESSAGES[key].message,
      );
    }
    expect((await pgError(setSplit([{ url, weight: 10, extra: 1 }]))).message).toBe(
      'Teste A/B inválido.',
    );
    expect(
      (await db.query('select split from public.qr_codes where id = $1', [qr])).rows[0],
    ).toEqual({ split });
    // A variant's destination is screened like every other address.
    expect(
      (await pgError(setSplit([{ url: 'https://nubankapp.online/', weight: 10 }]))).message,
    ).toBe('Este endereço não pode ser usado: ele imita um endereço de Nubank.');
  });

  it('screens a route’s destination as every other address', async () => {
    const error = await pgError(
      newQr([{ url: 'https://itau-seguranca.com/login', countries: ['BR'] }]),
    );
    expect(error.message).toBe('Este endereço não pode ser usado: ele imita um endereço de Itaú.');
    const { rows } = await db.query(
      "select 1 from public.qr_codes where routes::text like '%itau-seguranca%'",
    );
    expect(rows).toEqual([]);
  });

  it('disables a code when the blocklist or Safe Browsing flags one of its routes', async () => {
    const qr = await newQr([{ url: 'https://golpe-rota.example/pix', devices: ['android'] }]);
    const link = await newLink([{ url: 'https://malware-rota.example/a', languages: ['en'] }]);
    const service = <T>(sql: string, params: unknown[] = []) =>
      asRole(db, serviceRole, async (tx) => (await tx.query<{ r: T }>(sql, params)).rows);

    const listed = (
      await service<string>('select url as r from public.destinations_to_check(5000)')
    ).map((row) => row.r);
    expect(listed).toEqual(
      expect.arrayContaining(['https://golpe-rota.example/pix', 'https://malware-rota.example/a']),
    );

    await asRole(db, admin, (tx) =>
      tx.query(
        "insert into public.blocked_domains (domain, reason) values ('golpe-rota.example', 'Golpe')",
      ),
    );
    await service('select public.recheck_destinations(5000) as r');
    expect(await disabledReason('qr_code_id', qr)).toMatch(/^Destino bloqueado/);

    await service('select public.record_safe_browsing_verdicts($1::jsonb) as r', [
      JSON.stringify([{ url: 'https://malware-rota.example/a', threat_type: 'MALWARE' }]),
    ]);
    expect(await disabledReason('short_link_id', link)).toBe('Google Safe Browsing: MALWARE');
  });

  it('keeps a WhatsApp roulette, refuses a broken one or one beside an A/B test', async () => {
    const qr = await newQr(null);
    const set = (column: 'roulette' | 'split', value: unknown) =>
      asRole(db, ana, (tx) =>
        tx.query(`update public.qr_codes set ${column} = $2::jsonb where id = $1`, [
          qr,
          JSON.stringify(value),
        ]),
      );
    const ana1 = { name: 'Ana', phone: '+5511987654321', message: 'Olá, Ana!', weight: 3 };
    const bia = { name: 'Bia', phone: '+5521987654321', message: '', weight: 1 };
    const roulette = { mode: 'weights', attendants: [ana1, bia] };
    await set('roulette', roulette);
    const saved = async () =>
      (await db.query('select roulette, split from public.qr_codes where id = $1', [qr])).rows[0];
    expect(await saved()).toEqual({ roulette, split: null });
    for (const broken of [
      { mode: 'sorteio', attendants: [ana1, bia] },
      { mode: 'turn', attendants: [ana1] },
      { mode: 'turn', attendants: Array.from({ length: 11 }, () => bia) },
      { mode: 'turn', attendants: [ana1, { ...bia, name: ' ' }] },
      { mode: 'turn', attendants: [ana1, { ...bia, phone: '1234' }] },
      { mode: 'turn', attendants: [ana1, { ...bia, message: 'x'.repeat(1001) }] },
      { mode: 'weights', attendants: [ana1, { ...bia, weight: 0 }] },
      { mode: 'weights', attendants: [ana1, { ...bia, weight: 101 }] },
    ]) {
      const parsed = rouletteSchema.safeParse(broken);
      expect(parsed.success, JSON.stringify(broken)).toBe(false);
      const key = parsed.error!.issues[0]!.message as keyof typeof MESSAGES;
      const error = await pgError(set('roulette', broken));
      expect(error.message, JSON.stringify(broken)).toBe(MESSAGES[key].message);
      expect(error.code).toBe('22023');
    }
    // What only the API could send: keys the editor never writes.
    for (const broken of [
      { ...roulette, extra: 1 },
      { mode: 'turn', attendants: [ana1, { ...bia, script: 'x' }] },
      [ana1, bia],
    ]) {
      expect((await pgError(set('roulette', broken))).message).toBe('Roleta de WhatsApp inválida.');
    }
    // An A/B test beside a roulette, either way round.
    const both = MESSAGES.rouletteWithSplit.message;
    expect((await pgError(set('split', [{ url: URL, weight: 10 }]))).message).toBe(both);
    expect(await saved()).toEqual({ roulette, split: null });
    const other = await newQr(null);
    await asRole(db, ana, (tx) =>
      tx.query(`update public.qr_codes set split = $2::jsonb where id = $1`, [
        other,
        JSON.stringify([{ url: URL, weight: 10 }]),
      ]),
    );
    const onOther = asRole(db, ana, (tx) =>
      tx.query(`update public.qr_codes set roulette = $2::jsonb where id = $1`, [
        other,
        JSON.stringify(roulette),
      ]),
    );
    expect((await pgError(onOther)).message).toBe(both);
    // The preview page lists the attendants' chats among where the code may lead.
    const preview = await db.query<{ preview: { also: string[] } }>(
      "select public.code_preview('qr', $1) as preview",
      [qr],
    );
    expect(preview.rows[0]!.preview.also).toEqual([
      'https://wa.me/5511987654321',
      'https://wa.me/5521987654321',
    ]);
    // A static code has no redirect to hand out.
    const error = await pgError(
      asRole(db, ana, (tx) =>
        tx.query(
          `insert into public.qr_codes (user_id, content_type, payload, content, roulette)
           values (auth.uid(), 'text', 'Olá', '{"text": "Olá"}', $1::jsonb)`,
          [JSON.stringify(roulette)],
        ),
      ),
    );
    expect(error.message).toContain('qr_codes_roulette_dynamic');
  });
});
