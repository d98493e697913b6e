/**
 * Rechecking codes (migration 20261127100000_destination_recheck.sql) on both engines: a change
 * of the blocklist only marks a recheck due; recheck_destinations() then disables, in bounded
 * batches, every dynamic code with an address (main or per device, subdomains too) now blocked,
 * enables again only what it disabled itself once the domain leaves the list, and never touches
 * a code an admin disabled. Google Safe Browsing's verdicts (record_safe_browsing_verdicts) do
 * the same for flagged addresses. Every change tells the redirect servers and leaves an audit
 * row with a null actor; only the server (service_role) may run any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  adminCaller,
  anon,
  asRole,
  createAuthUser,
  makeAdmin,
  serviceRole,
  useFreshDatabase,
  userCaller,
  type Caller,
  type NewUser,
} from '../../tests/support/databases';
import { pgError, probe } from '../../tests/support/db-probe';

type Json = Record<string, unknown>;
type Kind = 'qr' | 'link';
interface Outcome {
  disabled: number;
  enabled: number;
  more?: boolean;
}

const BLOCKED = 'Destino bloqueado: o domínio está bloqueado';

describe.each(ENGINES)('destination recheck on %s', (engine) => {
  let db: Db;
  let ana: NewUser; // owns the codes
  let boss: NewUser; // an admin
  let admin: Caller;
  let links = 0;
  const notices: string[] = [];
  let unlisten: (() => Promise<void>) | undefined;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = await createAuthUser(db, { fullName: 'Ana Dona' });
    boss = await createAuthUser(db, { fullName: 'Chefe' });
    await makeAdmin(db, boss.id);
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

  const one = <T = Json>(caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, caller, async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r as T);
  const recheck = (limit = 5000) =>
    one<Required<Outcome>>(serviceRole, 'select public.recheck_destinations($1) as r', [limit]);
  /** Batches until nothing is left: their sums, and how many calls it took. */
  async function recheckAll(limit = 5000) {
    const total = { disabled: 0, enabled: 0, calls: 0 };
    for (;;) {
      const step = await recheck(limit);
      total.disabled += step.disabled;
      total.enabled += step.enabled;
      total.calls += 1;
      if (!step.more) return total;
      expect(total.calls).toBeLessThan(1000);
    }
  }
  const record = (verdicts: unknown) =>
    one<Outcome>(serviceRole, 'select public.record_safe_browsing_verdicts($1::jsonb) as r', [
      JSON.stringify(verdicts),
    ]);
  const toCheck = async () =>
    (
      await asRole(db, serviceRole, (tx) =>
        tx.query<{ url: string }>('select url from public.destinations_to_check(5000)'),
      )
    ).rows.map((row) => row.url);

  const newQr = async (
    url: string,
    perDevice: Partial<Record<'ios' | 'android' | 'desktop', string>> = {},
  ) =>
    (
      await db.query<{ id: string }>(
        `insert into public.qr_codes (user_id, target_url, ios_url, android_url, desktop_url)
         values ($1, $2, $3, $4, $5) returning id`,
        [ana.id, url, perDevice.ios ?? null, perDevice.android ?? null, perDevice.desktop ?? null],
      )
    ).rows[0]!.id;
  const newLink = async (
    url: string,
    perDevice: Partial<Record<'ios' | 'android' | 'desktop', string>> = {},
    owner: NewUser | null = ana,
  ) =>
    (
      await db.query<{ id: string }>(
        `insert into public.short_links
           (user_id, original_url, short_code, ios_url, android_url, desktop_url)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          owner?.id ?? null,
          url,
          `Rev${++links}x`,
          perDevice.ios ?? null,
          perDevice.android ?? null,
          perDevice.desktop ?? null,
        ],
      )
    ).rows[0]!.id;
  const block = (domain: string) =>
    asRole(db, admin, (tx) =>
      tx.query('insert into public.blocked_domains (domain, reason) values ($1, $2)', [
        domain,
        'Golpe',
      ]),
    );
  const unblock = (domain: string) =>
    asRole(db, admin, (tx) =>
      tx.query('delete from public.blocked_domains where domain = $1', [domain]),
    );
  const disabled = async (kind: Kind, id: string) =>
    (
      await db.query<{ source: string; reason: string; disabled_by: string | null }>(
        `select source, reason, disabled_by from public.disabled_codes
          where ${kind === 'qr' ? 'qr_code_id' : 'short_link_id'} = $1`,
        [id],
      )
    ).rows[0] ?? null;
  const state = async () =>
    (
      await db.query<{ version: number; checked_version: number; pass_version: number | null }>(
        'select version, checked_version, pass_version from public.destination_recheck',
      )
    ).rows[0]!;
  const due = async () => {
    const { version, checked_version } = await state();
    return version > checked_version;
  };
  /** The audit rows of these actions on these targets, oldest first. */
  const audit = async (action: string, targets: string[]) =>
    (
      await db.query<Json>(
        `select actor_id, actor_email, target_kind, target_id, reason, details
           from public.admin_audit_log
          where action = $1 and target_id = any ($2::text[]) order by id`,
        [action, targets],
      )
    ).rows;

  it('starts due, so codes written before a listed domain are rechecked once', async () => {
    expect(await due()).toBe(true);
    expect(await recheckAll()).toMatchObject({ disabled: 0, enabled: 0 });
    expect(await due()).toBe(false);
    // Nothing due: nothing to do.
    expect(await recheck()).toEqual({ disabled: 0, enabled: 0, more: false });
  });

  it('disables codes whose address is now blocked, per-device addresses and subdomains included, and no other', async () => {
    const qrSub = await newQr('https://loja.golpe-pix.example/oferta');
    const qrDesktop = await newQr('https://example.com/menu', {
      desktop: 'https://golpe-pix.example/pc',
    });
    const linkIos = await newLink('https://example.org/promo', {
      ios: 'https://WWW.Golpe-Pix.example/app',
    });
    const linkAnonymous = await newLink('https://golpe-pix.example/', {}, null);
    const qrFine = await newQr('https://example.com/ok', { android: 'https://example.net/a' });
    const linkLookAlike = await newLink('https://notgolpe-pix.example/');
    const qrByAdmin = await newQr('https://golpe-pix.example/admin');
    await one(admin, "select public.admin_disable_code('qr', $1, 'Phishing') as r", [qrByAdmin]);
    const staticQr = (
      await db.query<{ id: string }>(
        `insert into public.qr_codes (user_id, content_type, content, payload)
         values ($1, 'text', '{"text": "https://golpe-pix.example/"}', 'https://golpe-pix.example/')
         returning id`,
        [ana.id],
      )
    ).rows[0]!.id;

    const before = await state();
    notices.length = 0;
    await block('golpe-pix.example');
    // The admin's insert only marked the recheck: nothing was disabled in it.
    expect((await state()).version).toBe(before.version + 1);
    expect(await due()).toBe(true);
    expect(await disabled('qr', qrSub)).toBeNull();

    expect(await recheckAll()).toMatchObject({ disabled: 4, enabled: 0 });
    expect(await due()).toBe(false);
    const system = { source: 'blocklist', reason: BLOCKED, disabled_by: null };
    expect(await disabled('qr', qrSub)).toEqual(system);
    expect(await disabled('qr', qrDesktop)).toEqual(system);
    expect(await disabled('link', linkIos)).toEqual(system);
    expect(await disabled('link', linkAnonymous)).toEqual(system);
    expect(await disabled('qr', qrFine)).toBeNull();
    expect(await disabled('link', linkLookAlike)).toBeNull();
    expect(await disabled('qr', staticQr)).toBeNull();
    expect(await disabled('qr', qrByAdmin)).toMatchObject({ source: 'admin', reason: 'Phishing' });

    // Every server instance drops them from memory.
    await expect
      .poll(() => notices)
      .toEqual(
        expect.arrayContaining([
          `qr:${qrSub}`,
          `qr:${qrDesktop}`,
          `link:${linkIos}`,
          `link:${linkAnonymous}`,
        ]),
      );
    expect(notices).not.toContain(`qr:${qrFine}`);
    // Audited as the system's: no actor.
    const rows = await audit('code_disabled', [qrSub, qrDesktop, linkIos, linkAnonymous]);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          actor_id: null,
          actor_email: null,
          target_kind: 'qr',
          target_id: qrSub,
          reason: BLOCKED,
          details: { source: 'blocklist', destination: 'https://loja.golpe-pix.example/oferta' },
        },
        {
          actor_id: null,
          actor_email: null,
          target_kind: 'qr',
          target_id: qrDesktop,
          reason: BLOCKED,
          details: { source: 'blocklist', destination: 'https://golpe-pix.example/pc' },
        },
        {
          actor_id: null,
          actor_email: null,
          target_kind: 'link',
          target_id: linkIos,
          reason: BLOCKED,
          details: { source: 'blocklist', destination: 'https://WWW.Golpe-Pix.example/app' },
        },
        expect.objectContaining({ actor_id: null, target_kind: 'link', target_id: linkAnonymous }),
      ]),
    );
    // Admins read them like their own.
    const listed = await one<{ rows: Json[] }>(
      admin,
      "select public.admin_list_audit('code_disabled', $1) as r",
      [qrSub],
    );
    expect(listed.rows).toEqual([
      expect.objectContaining({ actor_id: null, actor_email: null, target_id: qrSub }),
    ]);

    // Removing the domain enables again what the blocklist disabled, and only that.
    notices.length = 0;
    await unblock('golpe-pix.example');
    expect(await due()).toBe(true);
    expect(await recheckAll()).toMatchObject({ disabled: 0, enabled: 4 });
    for (const [kind, id] of [
      ['qr', qrSub],
      ['qr', qrDesktop],
      ['link', linkIos],
      ['link', linkAnonymous],
    ] as const) {
      expect(await disabled(kind, id), id).toBeNull();
    }
    expect(await disabled('qr', qrByAdmin)).toMatchObject({ source: 'admin', reason: 'Phishing' });
    await expect
      .poll(() => notices)
      .toEqual(expect.arrayContaining([`qr:${qrSub}`, `link:${linkAnonymous}`]));
    expect(await audit('code_enabled', [qrSub])).toEqual([
      {
        actor_id: null,
        actor_email: null,
        target_kind: 'qr',
        target_id: qrSub,
        reason: 'Destino liberado: não está mais bloqueado',
        details: expect.objectContaining({ source: 'blocklist', disabled_reason: BLOCKED }),
      },
    ]);
  });

  it('works in bounded batches, keeping the mark while codes are left, and catches a change made meanwhile', async () => {
    const batchCodes = [
      ...(await Promise.all([1, 2, 3, 4, 5].map((n) => newQr(`https://lote.example/${n}`)))),
      ...(await Promise.all([1, 2, 3].map((n) => newLink(`https://b.lote.example/${n}`)))),
    ];
    const late = await newLink('https://tarde.example/');
    await block('lote.example');
    const first = await recheck(3);
    expect(first.more).toBe(true);
    expect(first.disabled).toBeLessThanOrEqual(3);
    expect(await due()).toBe(true);
    expect((await state()).pass_version).not.toBeNull();
    // The list changes while the recheck is under way.
    await block('tarde.example');
    const rest = await recheckAll(3);
    expect(first.disabled + rest.disabled).toBe(9);
    // At least two passes of 3 codes at a time over every code in the database.
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.qr_codes where target_url is not null)
            + (select count(*) from public.short_links) as n`,
    );
    expect(rest.calls).toBeGreaterThan(Math.ceil(rows[0]!.n / 3));
    for (const id of batchCodes.slice(0, 5)) expect(await disabled('qr', id)).not.toBeNull();
    for (const id of batchCodes.slice(5)) expect(await disabled('link', id)).not.toBeNull();
    expect(await disabled('link', late)).toMatchObject({ source: 'blocklist' });
    expect(await state()).toMatchObject({ pass_version: null });
    expect(await due()).toBe(false);

    await expect(pgError(recheck(0))).resolves.toMatchObject({ code: '22023' });
  });

  it('rechecks a code the blocklist disabled once its owner changes its address', async () => {
    const qr = await newQr('https://example.com/menu', { ios: 'https://corrigir.example/app' });
    await block('corrigir.example');
    await recheckAll();
    expect(await disabled('qr', qr)).toMatchObject({ source: 'blocklist' });
    await asRole(db, userCaller(ana), (tx) =>
      tx.query("update public.qr_codes set ios_url = 'https://example.com/app' where id = $1", [
        qr,
      ]),
    );
    expect(await due()).toBe(true);
    expect(await recheckAll()).toMatchObject({ enabled: 1 });
    expect(await disabled('qr', qr)).toBeNull();
    // An edit of a code that is not disabled marks nothing.
    await asRole(db, userCaller(ana), (tx) =>
      tx.query("update public.qr_codes set ios_url = 'https://example.com/ios' where id = $1", [
        qr,
      ]),
    );
    expect(await due()).toBe(false);
  });

  it("keeps an admin's word: a code an admin disables is theirs, whatever the list says", async () => {
    const link = await newLink('https://palavra.example/');
    await block('palavra.example');
    await recheckAll();
    expect(await disabled('link', link)).toMatchObject({ source: 'blocklist' });
    await one(admin, "select public.admin_disable_code('link', $1, 'Reincidente') as r", [link]);
    expect(await disabled('link', link)).toEqual({
      source: 'admin',
      reason: 'Reincidente',
      disabled_by: boss.id,
    });
    await unblock('palavra.example');
    expect(await recheckAll()).toMatchObject({ enabled: 0 });
    expect(await disabled('link', link)).toMatchObject({ source: 'admin' });
  });

  it('marks a recheck for an imported list too, and screens desktop addresses when written', async () => {
    expect(await due()).toBe(false);
    expect(
      await one(admin, 'select public.import_blocked_domains($1) as r', [
        'importado.example\n# nada\n',
      ]),
    ).toBe(1);
    expect(await due()).toBe(true);
    await recheckAll();
    expect(
      await pgError(newQr('https://example.com/', { desktop: 'https://importado.example/pc' })),
    ).toEqual({
      code: 'P0001',
      message: 'Este endereço não pode ser usado: o domínio está bloqueado.',
    });
  });

  it('records Safe Browsing verdicts: flagged addresses disable their codes, clean ones enable them again', async () => {
    const qr = await newQr('https://malware.example.net/a?x=1');
    const link = await newLink('https://example.org/x', {
      android: 'HTTPS://Malware.Example.NET/a?x=1#baixar',
    });
    const clean = await newQr('https://limpo.example.net');
    const byAdmin = await newQr('https://malware.example.net/a?x=1');
    await one(admin, "select public.admin_disable_code('qr', $1, 'Vírus') as r", [byAdmin]);

    // Each destination once, as its verdict is kept; the newest codes first.
    const listed = await toCheck();
    expect(listed.filter((url) => url === 'https://malware.example.net/a?x=1')).toHaveLength(1);
    expect(listed).toContain('https://limpo.example.net/');
    expect(listed.indexOf('https://limpo.example.net/')).toBeLessThan(
      listed.indexOf('https://example.com/menu'),
    );

    notices.length = 0;
    expect(
      await record([
        { url: 'https://malware.example.net/a?x=1', threat_type: 'MALWARE' },
        { url: 'https://limpo.example.net/', threat_type: null },
      ]),
    ).toEqual({ disabled: 2, enabled: 0 });
    const flagged = { source: 'safe_browsing', reason: 'Google Safe Browsing: MALWARE' };
    expect(await disabled('qr', qr)).toMatchObject({ ...flagged, disabled_by: null });
    expect(await disabled('link', link)).toMatchObject(flagged);
    expect(await disabled('qr', clean)).toBeNull();
    expect(await disabled('qr', byAdmin)).toMatchObject({ source: 'admin', reason: 'Vírus' });
    await expect.poll(() => notices).toEqual(expect.arrayContaining([`link:${link}`, `qr:${qr}`]));
    expect(await audit('code_disabled', [link])).toEqual([
      {
        actor_id: null,
        actor_email: null,
        target_kind: 'link',
        target_id: link,
        reason: 'Google Safe Browsing: MALWARE',
        details: {
          source: 'safe_browsing',
          destination: 'HTTPS://Malware.Example.NET/a?x=1#baixar',
        },
      },
    ]);

    // Fresh verdicts are not asked for again for 24 hours.
    expect(await toCheck()).not.toContain('https://malware.example.net/a?x=1');
    expect(await toCheck()).not.toContain('https://limpo.example.net/');
    await db.query(
      "update public.safe_browsing_verdicts set checked_at = now() - interval '25 hours'",
    );
    expect(await toCheck()).toContain('https://malware.example.net/a?x=1');

    // Clean again: only what Safe Browsing disabled comes back.
    expect(await record([{ url: 'https://malware.example.net/a?x=1', threat_type: null }])).toEqual(
      { disabled: 0, enabled: 2 },
    );
    expect(await disabled('qr', qr)).toBeNull();
    expect(await disabled('link', link)).toBeNull();
    expect(await disabled('qr', byAdmin)).toMatchObject({ source: 'admin' });
    expect(await audit('code_enabled', [qr])).toEqual([
      expect.objectContaining({
        actor_id: null,
        reason: 'Google Safe Browsing: nenhuma ameaça encontrada',
        details: expect.objectContaining({ source: 'safe_browsing' }),
      }),
    ]);

    for (const bad of [
      { url: 'https://a.example/' },
      [{ url: 'https://a.example/', threat_type: 'malware' }],
      [{ url: '', threat_type: null }],
      [{ threat_type: null }],
      ['https://a.example/'],
    ]) {
      expect(await pgError(record(bad)), JSON.stringify(bad)).toMatchObject({ code: '22023' });
    }
  });

  it('keeps a code disabled while either check still holds, handing it from one to the other', async () => {
    const qr = await newQr('https://duplo.example/');
    await block('duplo.example');
    await recheckAll();
    expect(await disabled('qr', qr)).toMatchObject({ source: 'blocklist' });
    // Google flags it too: it stays the blocklist's.
    expect(
      await record([{ url: 'https://duplo.example/', threat_type: 'SOCIAL_ENGINEERING' }]),
    ).toEqual({ disabled: 0, enabled: 0 });
    // Off the list, but still flagged: Safe Browsing keeps it disabled.
    await unblock('duplo.example');
    expect(await recheckAll()).toMatchObject({ disabled: 1, enabled: 0 });
    expect(await disabled('qr', qr)).toMatchObject({
      source: 'safe_browsing',
      reason: 'Google Safe Browsing: SOCIAL_ENGINEERING',
    });
    expect(await record([{ url: 'https://duplo.example/', threat_type: null }])).toEqual({
      disabled: 0,
      enabled: 1,
    });
    expect(await disabled('qr', qr)).toBeNull();
  });

  it('lets only the server run the checks and read their tables', async () => {
    const users = { anon, user: userCaller(ana), admin };
    for (const [who, caller] of Object.entries(users)) {
      for (const sql of [
        'select public.recheck_destinations()',
        'select * from public.destinations_to_check()',
        "select public.record_safe_browsing_verdicts('[]')",
        'select * from public.safe_browsing_verdicts',
        'select * from public.destination_recheck',
        "select public.settle_code_screening('qr', gen_random_uuid(), '{}', null)",
        "select public.blocked_host_reason('a.example')",
      ]) {
        expect(await probe(db, caller, sql), `${who}: ${sql}`).toBe('denied');
      }
    }
    expect(await probe(db, serviceRole, 'select * from public.destinations_to_check(1)')).toBe(1);
    expect(await probe(db, serviceRole, "select public.record_safe_browsing_verdicts('[]')")).toBe(
      1,
    );
    expect(await probe(db, serviceRole, 'select public.recheck_destinations(1)')).toBe(1);
  });
});
