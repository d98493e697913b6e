/**
 * Destination screening (migration 20261126130000_destination_screening.sql) on both engines:
 * what every door writes passes the same local rules and the admins' blocklist. Blocked
 * addresses are refused to everyone with nothing written; suspicious ones only to anonymous
 * callers of the public tool; honest addresses that look alike pass.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  anon,
  asRole,
  createAuthUser,
  adminCaller,
  makeAdmin,
  useFreshDatabase,
  userCaller,
  type Caller,
} from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

const NEEDS_ACCOUNT = 'Entre na sua conta para encurtar este endereço';
const blocked = (reason: string) => `Este endereço não pode ser usado: ${reason}.`;

describe.each(ENGINES)('destination screening on %s', (engine) => {
  let db: Db;
  let ana: Caller;
  let admin: Caller;
  let ip = 0;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = userCaller(await createAuthUser(db));
    const boss = await createAuthUser(db);
    await makeAdmin(db, boss.id);
    admin = adminCaller(boss);
  });

  const newQr = (caller: Caller, url: string, columns = '', values: unknown[] = []) =>
    asRole(db, caller, (tx) =>
      tx.query(
        `insert into public.qr_codes (user_id, target_url${columns}) values (auth.uid(), $1${values
          .map((_, i) => `, $${i + 2}`)
          .join('')}) returning id`,
        [url, ...values],
      ),
    );
  const publicShortLink = (caller: Caller, url: string) =>
    asRole(
      db,
      caller,
      (tx) => tx.query('select * from public.create_short_link($1, null, null)', [url]),
      { 'x-forwarded-for': `198.51.100.${++ip}` },
    );
  const refusal = async (promise: Promise<unknown>) => (await pgError(promise)).message;

  it('refuses hosts that pose as banks, brands and the government, to everyone', async () => {
    for (const [url, brand] of [
      ['https://itau-seguranca.com/login', 'Itaú'],
      ['https://www.nubankapp.online/', 'Nubank'],
      ['https://caixatem-app.online/pix', 'Caixa'],
      ['https://gov.br.consulta-cpf.com/', 'gov.br'],
      ['https://atendimento.bradesco-premios.net/', 'Bradesco'],
      ['https://mercadolivre.ofertas-do-dia.shop/', 'Mercado Livre'],
      ['https://receita-federal.top/restituicao', 'Receita Federal'],
    ] as const) {
      expect(await refusal(newQr(ana, url)), url).toBe(
        blocked(`ele imita um endereço de ${brand}`),
      );
      expect(await refusal(publicShortLink(anon, url)), url).toBe(
        blocked(`ele imita um endereço de ${brand}`),
      );
    }
    const { rows } = await db.query('select 1 from public.qr_codes');
    expect(rows).toEqual([]);
  });

  it('lets through the brands themselves and honest names that only look alike', async () => {
    for (const url of [
      'https://www.itau.com.br/cartoes',
      'https://internetbanking.caixa.gov.br/',
      'https://www.gov.br/receitafederal/pt-br',
      'https://wa.me/5511999999999',
      'https://www.instagram.com/padaria.exemplo/',
      'https://itaunaimoveis.com.br/casas',
      'https://caixadesom.com.br/produtos',
      'https://padariadogoverno.com.br/',
    ]) {
      await expect(newQr(ana, url), url).resolves.toBeDefined();
    }
  });

  it('asks anonymous visitors to sign in for suspicious addresses, and lets accounts use them', async () => {
    for (const url of [
      'http://203.0.113.7/promo',
      'https://[2001:db8::1]/promo',
      'https://xn--itu-sla.com/',
      'https://bit.ly/3abcdef',
      'https://downloads.exemplo.com.br/instalador.exe',
      'https://exemplo.com.br/conta/atualizar-dados',
    ]) {
      expect(await refusal(publicShortLink(anon, url)), url).toBe(NEEDS_ACCOUNT);
      await expect(publicShortLink(ana, url), url).resolves.toBeDefined();
    }
  });

  it('screens edits and the per-device addresses, writing nothing refused', async () => {
    const { rows } = await newQr(ana, 'https://exemplo.com.br/menu');
    const id = (rows[0] as { id: string }).id;
    const update = (set: string, value: string) =>
      asRole(db, ana, (tx) =>
        tx.query(`update public.qr_codes set ${set} = $2 where id = $1`, [id, value]),
      );
    expect(await refusal(update('target_url', 'https://itau-login.com/'))).toBe(
      blocked('ele imita um endereço de Itaú'),
    );
    expect(await refusal(update('ios_url', 'https://paypal-conta.app/'))).toBe(
      blocked('ele imita um endereço de PayPal'),
    );
    expect(
      await refusal(
        newQr(ana, 'https://exemplo.com.br/', ', android_url', ['https://nubank-seguro.com/']),
      ),
    ).toBe(blocked('ele imita um endereço de Nubank'));
    const { rows: kept } = await db.query(
      'select target_url, ios_url from public.qr_codes where id = $1',
      [id],
    );
    expect(kept).toEqual([{ target_url: 'https://exemplo.com.br/menu', ios_url: null }]);
  });

  it('blocks the domains admins list, with their subdomains, and only admins keep the list', async () => {
    expect(
      await asRole(db, admin, async (tx) => {
        const { rows } = await tx.query<{ added: number }>(
          `select public.import_blocked_domains($1, 'Denúncias de golpe') as added`,
          [
            '# lista de golpes\ngolpe.example\n*.fraude.example\nhttps://www.pesca.example/x\n\nnão é domínio\ngolpe.example',
          ],
        );
        return rows[0]!.added;
      }),
    ).toBe(3);
    for (const url of [
      'https://golpe.example/',
      'https://pagamento.golpe.example/boleto',
      'https://fraude.example',
      'https://pesca.example/',
    ]) {
      expect(await refusal(newQr(ana, url)), url).toBe(blocked('o domínio está bloqueado'));
    }
    await expect(newQr(ana, 'https://golpe.example.com.br/')).resolves.toBeDefined();

    const list = (caller: Caller) =>
      asRole(
        db,
        caller,
        async (tx) => (await tx.query('select domain from public.blocked_domains')).rows,
      );
    expect(await list(ana)).toEqual([]);
    expect(await list(admin)).toHaveLength(3);
    expect(
      (
        await pgError(
          asRole(db, ana, (tx) => tx.query("select public.import_blocked_domains('x.example')")),
        )
      ).code,
    ).toBe('42501');
    expect(
      (
        await pgError(
          asRole(db, ana, (tx) =>
            tx.query("insert into public.blocked_domains (domain) values ('y.example')"),
          ),
        )
      ).code,
    ).toBe('42501');
    await asRole(db, admin, (tx) =>
      tx.query("delete from public.blocked_domains where domain = 'golpe.example'"),
    );
    await expect(newQr(ana, 'https://golpe.example/')).resolves.toBeDefined();
  });
});
