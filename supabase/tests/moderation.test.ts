/**
 * Moderation in SQL (migration 20261127090000_moderation.sql) on both engines: anyone reports a
 * code (validated, 5 an hour per client, an open report answered again), only admins read
 * reports and disabled codes, admin functions refuse everyone else (and admins below aal2 while
 * 'Exigir 2FA para administradores' is on), disabling a code tells the redirect servers and
 * resolves its reports, blocking an account ends its sessions, and every admin action (the ones
 * that existed before included) leaves an audit row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  adminCaller,
  anon,
  asRole,
  createAuthUser,
  makeAdmin,
  useFreshDatabase,
  userCaller,
  type Caller,
  type NewUser,
} from '../../tests/support/databases';
import { insertQrCode } from '../../tests/support/db-fixtures';
import { pgError, probe } from '../../tests/support/db-probe';

type Json = Record<string, unknown>;

const NOT_FOUND = { code: 'P0001', message: 'QR Code ou link não encontrado.' };
const ONLY_ADMINS = {
  code: '42501',
  message: 'Acesso negado: apenas administradores podem realizar esta ação.',
};
const ADMIN_CODE_FIRST = {
  code: '42501',
  message:
    'A área administrativa exige a verificação em duas etapas: ative-a em Configurações > Segurança e entre com o código.',
};

const ACCOUNT_BLOCKED = {
  code: '42501',
  message:
    'Esta conta foi bloqueada por violar os Termos de Uso. Se acha que é um engano, fale com o suporte.',
};

describe.each(ENGINES)('moderation on %s', (engine) => {
  let db: Db;
  let ana: NewUser; // owns the reported codes
  let bruno: NewUser; // a user: no admin power
  let boss: NewUser; // an admin
  let chief: NewUser; // another admin
  let admin: Caller;
  let ip = 0;
  const notices: string[] = [];
  let unlisten: (() => Promise<void>) | undefined;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = await createAuthUser(db, { fullName: 'Ana Dona' });
    bruno = await createAuthUser(db, { fullName: 'Bruno' });
    boss = await createAuthUser(db, { fullName: 'Chefe' });
    chief = await createAuthUser(db, { fullName: 'Outra Chefe' });
    await makeAdmin(db, boss.id);
    await makeAdmin(db, chief.id);
    admin = adminCaller(boss);
  });
  beforeAll(async () => {
    unlisten = await db.listen(
      'redirect_cache',
      (payload) => notices.push(payload),
      () => {},
    );
  });
  afterAll(async () => {
    await unlisten?.();
  });

  /** The first column of the first row, as `caller`, from the client address `from`. */
  const one = <T = Json>(caller: Caller, sql: string, params: unknown[] = [], from?: string) =>
    asRole(
      db,
      caller,
      async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r as T,
      from ? { 'x-forwarded-for': from } : {},
    );
  const nextIp = () => `198.51.100.${++ip}`;
  const report = (
    kind: string,
    key: string,
    reason = 'phishing',
    /** The client address; null for none (a signed-in caller is then keyed by account). */
    from: string | null = nextIp(),
    caller: Caller = anon,
    details: string | null = null,
    email: string | null = null,
  ) =>
    one<string>(
      caller,
      'select public.report_code($1, $2, $3, $4, $5) as r',
      [kind, key, reason, details, email],
      from ?? undefined,
    );
  const newLink = async (owner: NewUser, code: string, alias: string | null = null) =>
    (
      await db.query<{ id: string }>(
        `insert into public.short_links (user_id, original_url, short_code, custom_alias)
         values ($1, 'https://example.org/promo', $2, $3) returning id`,
        [owner.id, code, alias],
      )
    ).rows[0]!.id;
  const staticQr = async () =>
    (
      await db.query<{ id: string }>(
        `insert into public.qr_codes (user_id, content_type, content, payload)
         values ($1, 'text', '{"text": "oi"}', 'oi') returning id`,
        [ana.id],
      )
    ).rows[0]!.id;
  const reportsOf = async (column: 'qr_code_id' | 'short_link_id', id: string) =>
    (
      await db.query<{ id: string; status: string; reporter_key: string; reporter_email: string }>(
        `select id, status, reporter_key, reporter_email from public.abuse_reports
          where ${column} = $1 order by created_at`,
        [id],
      )
    ).rows;
  const audit = (action: string) =>
    one<{ total: number; rows: Json[] }>(
      admin,
      'select public.admin_list_audit($1, null, 100, 0) as r',
      [action],
    );

  it('files reports from anyone, checked, and answers an open report of the same client again', async () => {
    const qr = await insertQrCode(db, ana.id);
    const link = await newLink(ana, 'Golpe1', 'Promo-Golpe');
    const from = nextIp();
    const first = await report('qr', qr, 'phishing', from);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await report('qr', qr.toUpperCase(), 'spam', from)).toBe(first);
    expect(await reportsOf('qr_code_id', qr)).toEqual([
      { id: first, status: 'open', reporter_key: from, reporter_email: null },
    ]);
    // Another client reports it too; names of a link match in any case.
    expect(await report('qr', qr)).not.toBe(first);
    await report('link', 'PROMO-GOLPE', 'malware', nextIp(), anon, 'Pede a senha do banco.');
    await report('link', 'golpe1', 'other', nextIp(), anon, null, '  vitima@example.com ');
    expect((await reportsOf('short_link_id', link)).map((r) => r.reporter_email)).toEqual([
      null,
      'vitima@example.com',
    ]);
    // Signed in without a client address: the account is the key.
    await report('qr', qr, 'spam', null, userCaller(bruno));
    expect((await reportsOf('qr_code_id', qr)).map((r) => r.reporter_key)).toContain(
      `user:${bruno.id}`,
    );

    const stat = await staticQr();
    for (const [kind, key] of [
      ['qr', randomUUID()],
      ['qr', 'nao-e-um-id'],
      ['qr', stat],
      ['link', 'nao-existe'],
      ['link', 'x'.repeat(300)],
      ['arquivo', qr],
    ]) {
      expect(await pgError(report(kind!, key!)), `${kind} ${key}`).toEqual(NOT_FOUND);
    }
    expect(await pgError(report('qr', qr, 'fraude'))).toEqual({
      code: 'P0001',
      message: 'Escolha o motivo da denúncia.',
    });
    expect(await pgError(report('qr', qr, 'spam', nextIp(), anon, 'x'.repeat(1001)))).toEqual({
      code: 'P0001',
      message: 'A descrição pode ter no máximo 1000 caracteres.',
    });
    for (const email of ['sem-arroba', 'a@b', 'a b@example.com', `${'a'.repeat(250)}@ex.com`]) {
      expect(await pgError(report('qr', qr, 'spam', nextIp(), anon, null, email)), email).toEqual({
        code: 'P0001',
        message: 'Informe um e-mail válido.',
      });
    }
  });

  it('takes at most 5 reports an hour from one client', async () => {
    const from = nextIp();
    const codes = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertQrCode(db, ana.id)));
    const ids: string[] = [];
    for (const code of codes.slice(0, 5)) ids.push(await report('qr', code, 'spam', from));
    expect(await pgError(report('qr', codes[5]!, 'spam', from))).toEqual({
      code: 'PT429',
      message: 'Muitas denúncias em pouco tempo. Tente novamente mais tarde.',
    });
    // Reporting one of them again is no new report: it is answered, not refused.
    expect(await report('qr', codes[0]!, 'spam', from)).toBe(ids[0]);
    // Other clients are not held up.
    await expect(report('qr', codes[5]!, 'spam', nextIp())).resolves.toBeTruthy();
    expect(
      (await db.query('select 1 from public.abuse_reports where reporter_key = $1', [from]))
        .rowCount,
    ).toBe(5);
  });

  it('previews a code for anyone, with nothing about its owner', async () => {
    const qr = await insertQrCode(db, ana.id);
    await newLink(ana, 'Previa1');
    const preview = await one<Json>(anon, "select public.code_preview('qr', $1) as r", [qr]);
    expect(Object.keys(preview).sort()).toEqual([
      'also',
      'created_at',
      'destination',
      'disabled',
      'kind',
    ]);
    expect(preview).toMatchObject({
      kind: 'qr',
      destination: 'https://example.com/menu',
      also: [],
      disabled: false,
    });
    // Every other address it may lead to, in order, each once: per device, routes, A/B.
    const routed = await insertQrCode(db, ana.id, 'android_url, routes, split', [
      'https://example.com/android',
      JSON.stringify([
        { url: 'https://example.com/en', languages: ['en'] },
        { url: 'https://example.com/android', devices: ['android'] },
      ]),
      JSON.stringify([{ url: 'https://example.com/b', weight: 10 }]),
    ]);
    expect(
      await one<Json>(anon, "select public.code_preview('qr', $1) -> 'also' as r", [routed]),
    ).toEqual(['https://example.com/android', 'https://example.com/en', 'https://example.com/b']);
    expect(
      await one<Json>(userCaller(bruno), "select public.code_preview('link', 'PREVIA1') as r"),
    ).toMatchObject({ kind: 'link', destination: 'https://example.org/promo', disabled: false });
    for (const [kind, key] of [
      ['qr', await staticQr()],
      ['qr', 'nao-e-um-id'],
      ['link', 'nao-existe'],
      ['outro', qr],
    ]) {
      expect(await one(anon, 'select public.code_preview($1, $2) as r', [kind, key])).toBeNull();
    }
  });

  it('shows reports and disabled codes to admins only; owners can neither read nor undo', async () => {
    const qr = await insertQrCode(db, ana.id);
    await report('qr', qr);
    await one(admin, "select public.admin_disable_code('qr', $1, 'Golpe confirmado') as r", [qr]);
    const reports = 'select id from public.abuse_reports';
    expect(await probe(db, anon, reports)).toBe('denied');
    expect(await probe(db, userCaller(bruno), reports)).toBe(0);
    expect(await probe(db, userCaller(ana), reports)).toBe(0);
    expect(await probe(db, admin, reports)).toBeGreaterThan(0);
    // The client key is never shown, not even to admins.
    expect(await probe(db, admin, 'select reporter_key from public.abuse_reports')).toBe('denied');
    expect(await probe(db, userCaller(boss), reports)).toBe(0); // an admin below aal2
    for (const caller of [anon, userCaller(bruno), admin]) {
      expect(
        await probe(
          db,
          caller,
          "insert into public.abuse_reports (qr_code_id, reason) values ($1, 'spam')",
          [qr],
        ),
      ).toBe('denied');
    }
    expect(
      await probe(db, userCaller(bruno), "update public.abuse_reports set status = 'dismissed'"),
    ).toBe(0);

    const disabled = 'select 1 from public.disabled_codes where qr_code_id = $1';
    const owner = userCaller(ana);
    expect(await probe(db, anon, disabled, [qr])).toBe('denied');
    expect(await probe(db, owner, disabled, [qr])).toBe(0);
    expect(await probe(db, admin, disabled, [qr])).toBe(1);
    for (const sql of [
      'delete from public.disabled_codes where qr_code_id = $1',
      "update public.disabled_codes set reason = 'x' where qr_code_id = $1",
      "insert into public.disabled_codes (qr_code_id, reason) values ($1, 'x')",
    ]) {
      expect(await probe(db, owner, sql, [qr]), sql).toBe('denied');
      expect(await probe(db, admin, sql, [qr]), sql).toBe('denied');
    }
    expect(
      await pgError(
        one(owner, "select public.admin_enable_code('qr', $1, 'Meu código') as r", [qr]),
      ),
    ).toEqual(ONLY_ADMINS);
    // Still theirs, still in their list.
    expect(await probe(db, owner, 'select 1 from public.qr_codes where id = $1', [qr])).toBe(1);
    expect(
      await one<boolean>(
        anon,
        "select (public.code_preview('qr', $1) ->> 'disabled')::boolean as r",
        [qr],
      ),
    ).toBe(true);
  });

  it('refuses every admin function to users, and to admins below aal2 while 2FA is required', async () => {
    const qr = await insertQrCode(db, ana.id);
    const calls: Array<[string, unknown[]]> = [
      ["select public.admin_disable_code('qr', $1, 'x') as r", [qr]],
      ["select public.admin_enable_code('qr', $1, 'x') as r", [qr]],
      ["select public.admin_resolve_report($1, 'dismissed') as r", [randomUUID()]],
      ['select public.admin_list_reports() as r', []],
      ["select public.admin_block_user($1, 'x') as r", [ana.id]],
      ["select public.admin_unblock_user($1, 'x') as r", [ana.id]],
      ['select public.admin_list_audit() as r', []],
    ];
    for (const [sql, params] of calls) {
      expect(await pgError(one(userCaller(bruno), sql, params)), sql).toEqual(ONLY_ADMINS);
      expect(await pgError(one(userCaller(boss), sql, params)), sql).toEqual(ADMIN_CODE_FIRST);
      expect((await pgError(one(anon, sql, params))).code, sql).toBe('42501');
    }
    // Nothing happened.
    expect(await one(anon, "select public.code_preview('qr', $1) ->> 'disabled' as r", [qr])).toBe(
      'false',
    );
    expect(
      await probe(db, admin, 'select 1 from public.admin_audit_log where target_id = $1', [qr]),
    ).toBe(0);
    // The audit helper is nobody's to call.
    expect(
      await probe(db, admin, "select public.audit_admin_action('code_disabled', 'qr', 'x', 'y')"),
    ).toBe('denied');
  });

  it('disables a code at once on every server, resolves its reports and lists it', async () => {
    const qr = await insertQrCode(db, ana.id);
    const reports = [await report('qr', qr, 'phishing'), await report('qr', qr, 'malware')];
    expect(
      await pgError(one(admin, "select public.admin_disable_code('qr', $1, '  ') as r", [qr])),
    ).toEqual({ code: 'P0001', message: 'Informe o motivo.' });
    for (const [kind, id] of [
      ['qr', randomUUID()],
      ['qr', await staticQr()],
      ['link', qr],
      ['arquivo', qr],
    ]) {
      expect(
        await pgError(
          one(admin, "select public.admin_disable_code($1, $2, 'Golpe') as r", [kind, id]),
        ),
      ).toEqual(NOT_FOUND);
    }
    notices.length = 0;
    await one(admin, "select public.admin_disable_code('qr', $1, 'Golpe confirmado') as r", [qr]);
    await expect.poll(() => notices).toContain(`qr:${qr}`);

    const resolved = await db.query<{ status: string; resolved_by: string; resolved: boolean }>(
      `select status, resolved_by, resolved_at is not null as resolved
         from public.abuse_reports where qr_code_id = $1`,
      [qr],
    );
    expect(resolved.rows).toEqual([
      { status: 'resolved', resolved_by: boss.id, resolved: true },
      { status: 'resolved', resolved_by: boss.id, resolved: true },
    ]);

    const list = await one<{ total: number; rows: Json[] }>(
      admin,
      "select public.admin_list_reports('resolved', null, $1, 25, 0) as r",
      [qr],
    );
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.id)).toEqual([...reports].reverse());
    expect(Object.keys(list.rows[0]!).sort()).toEqual(
      [
        'id',
        'reason',
        'details',
        'reporter_email',
        'status',
        'created_at',
        'resolved_at',
        'kind',
        'code_id',
        'code_key',
        'destination',
        'code_created_at',
        'disabled',
        'disabled_reason',
        'owner_id',
        'owner_email',
        'owner_blocked',
        'reports_for_code',
      ].sort(),
    );
    expect(list.rows[0]).toMatchObject({
      reason: 'malware',
      status: 'resolved',
      kind: 'qr',
      code_id: qr,
      code_key: qr,
      destination: 'https://example.com/menu',
      disabled: true,
      disabled_reason: 'Golpe confirmado',
      owner_id: ana.id,
      owner_email: ana.email,
      owner_blocked: false,
      reports_for_code: 2,
    });

    notices.length = 0;
    await one(admin, "select public.admin_enable_code('qr', $1, 'Dono corrigiu') as r", [qr]);
    await expect.poll(() => notices).toContain(`qr:${qr}`);
    expect(await one(anon, "select public.code_preview('qr', $1) ->> 'disabled' as r", [qr])).toBe(
      'false',
    );
    expect(
      await pgError(one(admin, "select public.admin_enable_code('qr', $1, 'De novo') as r", [qr])),
    ).toEqual({ code: 'P0001', message: 'Este QR Code ou link não está desativado.' });

    const link = await newLink(ana, 'Desliga1');
    notices.length = 0;
    await one(admin, "select public.admin_disable_code('link', $1, 'Spam') as r", [link]);
    await expect.poll(() => notices).toContain(`link:${link}`);
  });

  it('lists reports newest first, by status and reason, searched by destination, code or owner', async () => {
    const owner = await createAuthUser(db, {
      email: `dona-${randomUUID().slice(0, 8)}@loja.example`,
    });
    const link = await newLink(owner, 'Busca1', 'oferta-unica');
    await db.query(
      "update public.short_links set original_url = 'https://loja-unica.example/x' where id = $1",
      [link],
    );
    const spam = await report('link', 'oferta-unica', 'spam');
    const illegal = await report('link', 'Busca1', 'illegal');
    const page = (
      status: string | null,
      reason: string | null,
      search: string | null,
      limit = 25,
    ) =>
      one<{ total: number; rows: Json[] }>(
        admin,
        'select public.admin_list_reports($1, $2, $3, $4, 0) as r',
        [status, reason, search, limit],
      );
    for (const search of ['LOJA-UNICA', 'oferta-un', 'busca1', owner.email.slice(0, 12)]) {
      const found = await page('open', null, search);
      expect(
        found.rows.map((r) => r.id),
        search,
      ).toEqual([illegal, spam]);
      expect(found.rows[0]).toMatchObject({
        kind: 'link',
        code_id: link,
        code_key: 'oferta-unica',
        owner_email: owner.email,
        reports_for_code: 2,
      });
    }
    expect((await page('open', 'spam', 'loja-unica')).rows.map((r) => r.id)).toEqual([spam]);
    expect((await page('dismissed', null, 'loja-unica')).total).toBe(0);
    const paged = await page(null, null, null, 1);
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(5);
    expect(await pgError(page('aberta', null, null))).toEqual({
      code: '22023',
      message: 'Situação inválida.',
    });
    expect((await pgError(page('open', null, null, 0))).message).toBe('Paginação inválida.');
  });

  it('resolves, dismisses and reopens a report', async () => {
    const qr = await insertQrCode(db, ana.id);
    const id = await report('qr', qr, 'other');
    const resolve = (status: string, note: string | null = null) =>
      one(admin, 'select public.admin_resolve_report($1, $2, $3) as r', [id, status, note]);
    const state = async () =>
      (
        await db.query(
          `select status, resolution_note, resolved_by, resolved_at is not null as stamped
             from public.abuse_reports where id = $1`,
          [id],
        )
      ).rows[0];
    await resolve('dismissed', 'Site legítimo');
    expect(await state()).toEqual({
      status: 'dismissed',
      resolution_note: 'Site legítimo',
      resolved_by: boss.id,
      stamped: true,
    });
    await resolve('open');
    expect(await state()).toEqual({
      status: 'open',
      resolution_note: null,
      resolved_by: null,
      stamped: false,
    });
    await resolve('resolved', 'Resolvido com o dono');
    expect(await state()).toMatchObject({ status: 'resolved', stamped: true });
    expect(await pgError(resolve('fechada'))).toEqual({
      code: 'P0001',
      message: 'Situação inválida: use open, resolved ou dismissed.',
    });
    expect(
      await pgError(
        one(admin, "select public.admin_resolve_report($1, 'resolved') as r", [randomUUID()]),
      ),
    ).toEqual({ code: 'P0001', message: 'Denúncia não encontrada.' });
    const actions = (
      await db.query<{ action: string; reason: string | null }>(
        'select action, reason from public.admin_audit_log where target_id = $1 order by id',
        [id],
      )
    ).rows;
    expect(actions).toEqual([
      { action: 'report_dismissed', reason: 'Site legítimo' },
      { action: 'report_reopened', reason: null },
      { action: 'report_resolved', reason: 'Resolvido com o dono' },
    ]);
  });

  it('blocks an account: its sessions end and its codes stop; never an admin', async () => {
    const carla = await createAuthUser(db);
    const qr = await insertQrCode(db, carla.id);
    const link = await newLink(carla, 'Carla1');
    await db.query(
      "insert into storage.objects (bucket_id, name, owner) values ('qr_logos', $1, $2)",
      [`${carla.id}/logo.png`, carla.id],
    );
    const ownLogos = (user: NewUser) =>
      asRole(
        db,
        userCaller(user),
        async (tx) => (await tx.query('select id from storage.objects')).rowCount,
      );
    expect(await ownLogos(carla)).toBe(1);
    const session = (
      await db.query<{ id: string }>(
        'insert into auth.sessions (user_id) values ($1) returning id',
        [carla.id],
      )
    ).rows[0]!.id;
    await db.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, session_id)
       values ($1, $2, false, $3)`,
      [randomUUID(), carla.id, session],
    );
    const block = (user: string, reason = 'Golpes repetidos') =>
      one(admin, 'select public.admin_block_user($1, $2) as r', [user, reason]);
    const blocked = { code: 'P0001', message: 'Não é possível bloquear um administrador.' };
    expect(await pgError(block(boss.id))).toEqual(blocked);
    expect(await pgError(block(chief.id))).toEqual(blocked);
    expect(await pgError(block(carla.id, ''))).toEqual({
      code: 'P0001',
      message: 'Informe o motivo.',
    });
    expect(await pgError(block(randomUUID()))).toEqual({
      code: 'P0001',
      message: 'Cliente não encontrado.',
    });

    notices.length = 0;
    await block(carla.id);
    await expect.poll(() => notices).toEqual(expect.arrayContaining([`qr:${qr}`, `link:${link}`]));
    const { rows } = await db.query(
      `select (select banned_until = 'infinity' from auth.users where id = $1) as banned,
              (select count(*)::int from auth.sessions where user_id = $1) as sessions,
              (select count(*)::int from auth.refresh_tokens where user_id = $1::text) as tokens`,
      [carla.id],
    );
    expect(rows[0]).toEqual({ banned: true, sessions: 0, tokens: 0 });
    // An access token handed out before the block is refused before it expires: by the check
    // of every API request (hosted PostgREST's pre-request, runAs here) and by Storage's rows.
    const preRequest = () =>
      asRole(db, userCaller(carla), (tx) => tx.query('select public.check_request()'));
    expect(await pgError(preRequest())).toEqual(ACCOUNT_BLOCKED);
    expect(await ownLogos(carla)).toBe(0);
    const preview = "select (public.code_preview($1, $2) ->> 'disabled')::boolean as r";
    expect(await one(anon, preview, ['qr', qr])).toBe(true);
    expect(await one(anon, preview, ['link', 'carla1'])).toBe(true);
    await report('link', 'carla1');
    const listed = await one<{ rows: Json[] }>(
      admin,
      "select public.admin_list_reports('open', null, 'carla1', 25, 0) as r",
    );
    expect(listed.rows[0]).toMatchObject({
      owner_id: carla.id,
      owner_blocked: true,
      disabled: false,
    });

    notices.length = 0;
    await one(admin, "select public.admin_unblock_user($1, 'Recurso aceito') as r", [carla.id]);
    await preRequest();
    expect(await ownLogos(carla)).toBe(1);
    await expect.poll(() => notices).toContain(`qr:${qr}`);
    expect(await one(anon, preview, ['qr', qr])).toBe(false);
    expect(
      (await db.query('select banned_until from auth.users where id = $1', [carla.id])).rows,
    ).toEqual([{ banned_until: null }]);
  });

  it('audits every admin action, those that existed before included, and only admin actions', async () => {
    const qr = await insertQrCode(db, ana.id);
    const dave = await createAuthUser(db);
    const erin = await createAuthUser(db);
    await one(admin, "select public.admin_disable_code('qr', $1, 'Golpe') as r", [qr]);
    await one(admin, "select public.admin_enable_code('qr', $1, 'Engano') as r", [qr]);
    await one(admin, "select public.admin_block_user($1, 'Spam') as r", [dave.id]);
    await one(admin, "select public.admin_unblock_user($1, 'Recurso') as r", [dave.id]);
    // The blocklist, written by admins directly (RLS) and imported.
    await asRole(db, admin, (tx) =>
      tx.query(
        "insert into public.blocked_domains (domain, reason) values ('golpe.example', 'Pix falso')",
      ),
    );
    await asRole(db, admin, (tx) =>
      tx.query("delete from public.blocked_domains where domain = 'golpe.example'"),
    );
    expect(
      await one(admin, "select public.import_blocked_domains($1, 'Lista do CERT') as r", [
        'a.example\nb.example\nb.example',
      ]),
    ).toBe(2);
    // Settings, clients and plans, through their admin functions.
    await one(
      admin,
      `select public.update_app_setting('maintenance_mode', '{"enabled": true, "message": "Já volto"}') as r`,
    );
    await one(admin, "select public.admin_update_client($1, 'Dave Novo', 'user') as r", [dave.id]);
    await one(admin, 'select public.admin_delete_user_and_data($1) as r', [erin.id]);
    await one(
      admin,
      `select public.admin_create_plan('promo_mod', 'Promo', 'desc', 9.9, null, '["a"]'::jsonb, false, 5, null, null) as r`,
    );
    await one(
      admin,
      `select public.admin_update_plan('promo_mod', 'Promo 2', 'desc', 12, null, '["a"]'::jsonb, false, 5, null, null) as r`,
    );
    await one(admin, "select public.admin_delete_plan('promo_mod') as r");

    const row = async (action: string) => {
      const page = await audit(action);
      expect(page.total, action).toBeGreaterThan(0);
      return page.rows[0]!;
    };
    const actor = { actor_id: boss.id, actor_email: boss.email };
    expect(await row('code_disabled')).toMatchObject({
      ...actor,
      target_kind: 'qr',
      target_id: qr,
      reason: 'Golpe',
      details: { destination: 'https://example.com/menu', reports_resolved: 0 },
    });
    expect(await row('code_enabled')).toMatchObject({ target_id: qr, reason: 'Engano' });
    expect(await row('user_blocked')).toMatchObject({
      ...actor,
      target_kind: 'user',
      target_id: dave.id,
      reason: 'Spam',
      details: { email: dave.email },
    });
    expect(await row('user_unblocked')).toMatchObject({ target_id: dave.id, reason: 'Recurso' });
    expect(await row('blocklist_added')).toMatchObject({
      ...actor,
      target_kind: 'domain',
      target_id: 'golpe.example',
      reason: 'Pix falso',
    });
    expect(await row('blocklist_removed')).toMatchObject({ target_id: 'golpe.example' });
    expect(await row('blocklist_imported')).toMatchObject({
      reason: 'Lista do CERT',
      details: { added: 2, domains: ['a.example', 'b.example'] },
    });
    // The import is one row, not one per domain.
    expect((await audit('blocklist_added')).total).toBe(1);
    expect(await row('setting_updated')).toMatchObject({
      target_kind: 'setting',
      target_id: 'maintenance_mode',
      details: { to: { enabled: true, message: 'Já volto' } },
    });
    expect(await row('client_updated')).toMatchObject({
      target_id: dave.id,
      details: { full_name: { from: 'Usuária Teste', to: 'Dave Novo' } },
    });
    expect(await row('client_deleted')).toMatchObject({
      target_id: erin.id,
      details: { email: erin.email },
    });
    expect(await row('plan_created')).toMatchObject({
      target_kind: 'plan',
      target_id: 'promo_mod',
    });
    expect(await row('plan_updated')).toMatchObject({
      target_id: 'promo_mod',
      details: { name: { from: 'Promo', to: 'Promo 2' }, price: { from: 9.9, to: 12 } },
    });
    expect(await row('plan_deleted')).toMatchObject({ target_id: 'promo_mod' });

    // A user's own edits are no admin action; nor is the server's own work.
    await asRole(db, userCaller(bruno), (tx) =>
      tx.query("update public.profiles set full_name = 'Bruno Novo' where id = auth.uid()"),
    );
    await asRole(db, adminCaller(boss), (tx) =>
      tx.query("update public.profiles set full_name = 'Chefe Nova' where id = auth.uid()"),
    );
    await db.query("update public.profiles set full_name = 'Pelo servidor' where id = $1", [
      dave.id,
    ]);
    const own = await db.query(
      "select 1 from public.admin_audit_log where action = 'client_updated' and target_id in ($1, $2)",
      [bruno.id, boss.id],
    );
    expect(own.rowCount).toBe(0);
    expect((await audit('client_updated')).total).toBe(1);

    // Searched by e-mail, target and reason; newest first.
    const searched = await one<{ total: number; rows: Json[] }>(
      admin,
      "select public.admin_list_audit(null, 'CERT', 50, 0) as r",
    );
    expect(searched.rows.map((r) => r.action)).toEqual(['blocklist_imported']);
    const all = await one<{ rows: Array<{ id: number }> }>(
      admin,
      'select public.admin_list_audit() as r',
    );
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    // Read by admins only; written by nobody.
    const read = 'select 1 from public.admin_audit_log';
    expect(await probe(db, anon, read)).toBe('denied');
    expect(await probe(db, userCaller(bruno), read)).toBe(0);
    expect(await probe(db, admin, read)).toBeGreaterThan(10);
    for (const sql of [
      "insert into public.admin_audit_log (action) values ('forjada')",
      "update public.admin_audit_log set reason = 'x'",
      'delete from public.admin_audit_log',
    ]) {
      expect(await probe(db, admin, sql), sql).toBe('denied');
    }
  });
});
