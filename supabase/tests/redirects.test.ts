/**
 * Redirect functions (record + count in one call, leak nothing), scan milestones,
 * increment_qr_scan_count reconciliation, and the creation notification.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  userCaller,
} from '../../tests/support/databases';
import type { Caller, NewUser } from '../../tests/support/databases';

describe.each(ENGINES)('redirects on %s', (engine) => {
  let db: Db;
  let owner: NewUser;
  let ownerCaller: Caller;
  // The redirect functions are the server's: it calls them as service_role.
  const server: Caller = { role: 'service_role' };

  const value = async <T>(caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, caller, async (tx) => (await tx.query<{ v: T }>(sql, params)).rows[0]?.v as T);
  const newCode = async (url = 'https://example.com/destino') =>
    value<string>(
      ownerCaller,
      'insert into public.qr_codes (user_id, target_url) values (auth.uid(), $1) returning id as v',
      [url],
    );
  const scanCount = async (id: string) =>
    (
      await db.query<{ n: number }>('select scan_count as n from public.qr_codes where id = $1', [
        id,
      ])
    ).rows[0]?.n;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    owner = await createAuthUser(db, { fullName: 'Dona' });
    ownerCaller = userCaller(owner);
  });

  it('resolves a QR code for server, records the scan with its analytics and counts it', async () => {
    const id = await newCode();
    const target = await value<string>(
      server,
      "select public.resolve_qr_redirect($1, 'Mozilla/5.0', 'https://ref.example', '203.0.113.9', 'BR', 'Recife', 'mobile', 'Chrome', 'Android') as v",
      [id],
    );
    expect(target).toBe('https://example.com/destino');
    expect(await scanCount(id)).toBe(1);
    const scans = await asRole(
      db,
      ownerCaller,
      async (tx) =>
        (
          await tx.query(
            'select user_agent, referrer, ip_address, country, city, device, browser, os, is_bot from public.qr_code_scans where qr_code_id = $1',
            [id],
          )
        ).rows,
    );
    expect(scans).toEqual([
      {
        user_agent: 'Mozilla/5.0',
        referrer: 'https://ref.example',
        ip_address: '203.0.113.9',
        country: 'BR',
        city: 'Recife',
        device: 'mobile',
        browser: 'Chrome',
        os: 'Android',
        is_bot: false,
      },
    ]);
    // ...which anon still cannot read.
    await expect(
      asRole(db, { role: 'anon' }, (tx) => tx.query('select 1 from public.qr_code_scans')),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('logs bots without counting them, and answers null for unknown codes', async () => {
    const id = await newCode();
    expect(
      await value(
        server,
        "select public.resolve_qr_redirect($1, 'WhatsApp/2.0', null, null, null, null, null, null, null, true) as v",
        [id],
      ),
    ).toBe('https://example.com/destino');
    expect(await scanCount(id)).toBe(0);
    const { rows } = await db.query(
      'select is_bot from public.qr_code_scans where qr_code_id = $1',
      [id],
    );
    expect(rows).toEqual([{ is_bot: true }]);
    expect(
      await value(server, 'select public.resolve_qr_redirect(gen_random_uuid()) as v'),
    ).toBeNull();
  });

  it('notifies each scan milestone exactly once', async () => {
    const id = await newCode('https://example.com/uma-url-bem-comprida-para-cortar');
    for (let i = 0; i < 12; i += 1) {
      await value(server, 'select public.resolve_qr_redirect($1) as v', [id]);
    }
    await value(
      server,
      "select public.resolve_qr_redirect($1, 'bot', null, null, null, null, null, null, null, true) as v",
      [id],
    );
    expect(await scanCount(id)).toBe(12);
    const notes = await asRole(
      db,
      ownerCaller,
      async (tx) =>
        (
          await tx.query(
            "select message from public.notifications where related_qr_code_id = $1 and type = 'scan_milestone'",
            [id],
          )
        ).rows,
    );
    expect(notes).toEqual([
      { message: 'Seu QR Code atingiu 10 scans! (https://example.com/uma-url-be...)' },
    ]);
  });

  it('writes one creation notification, URL cut to 30 characters, and drops the client duplicate', async () => {
    const id = await newCode('https://example.com/abcdefghijklmnopqrstuvwxyz');
    const inserted = await asRole(db, ownerCaller, (tx) =>
      tx.query(
        "insert into public.notifications (user_id, message, type, related_qr_code_id) values (auth.uid(), 'QR Code criado', 'info', $1)",
        [id],
      ),
    );
    expect(inserted.rowCount).toBe(0);
    const notes = await asRole(
      db,
      ownerCaller,
      async (tx) =>
        (
          await tx.query(
            'select type, message from public.notifications where related_qr_code_id = $1',
            [id],
          )
        ).rows,
    );
    expect(notes).toEqual([
      {
        type: 'qr_created',
        message: 'Novo QR Code criado para https://example.com/abcdefghij...',
      },
    ]);
  });

  it('makes increment_qr_scan_count a harmless reconciliation', async () => {
    const id = await newCode();
    await value(server, 'select public.resolve_qr_redirect($1) as v', [id]);
    const stranger = userCaller(await createAuthUser(db));
    for (const caller of [server, stranger, ownerCaller]) {
      for (let i = 0; i < 3; i += 1)
        await value(caller, 'select public.increment_qr_scan_count($1) as v', [id]);
    }
    expect(await scanCount(id)).toBe(1);
    await db.query('update public.qr_codes set scan_count = 40 where id = $1', [id]); // drifted
    await value(stranger, 'select public.increment_qr_scan_count($1) as v', [id]);
    expect(await scanCount(id)).toBe(40);
    await value(ownerCaller, 'select public.increment_qr_scan_count($1) as v', [id]);
    expect(await scanCount(id)).toBe(1);
  });

  it('resolves short links by code or alias, case-insensitively, counting non-bot clicks', async () => {
    const linkId = await value<string>(
      ownerCaller,
      "insert into public.short_links (user_id, original_url, short_code, custom_alias) values (auth.uid(), 'https://example.com/promo', 'Xy12ab', 'Promo-Verao') returning id as v",
    );
    for (const code of ['Xy12ab', 'xy12AB', 'promo-verao', ' Promo-Verao ']) {
      expect(
        await value(
          server,
          "select public.resolve_short_link($1, 'UA', 'https://r.example', '198.51.100.2', 'BR', 'Natal', 'desktop', 'Firefox', 'Linux') as v",
          [code],
        ),
      ).toBe('https://example.com/promo');
    }
    expect(
      await value(
        server,
        "select public.resolve_short_link('Promo-Verao', 'bot', null, null, null, null, null, null, null, true) as v",
      ),
    ).toBe('https://example.com/promo');
    expect(await value(server, "select public.resolve_short_link('nao-existe') as v")).toBeNull();
    expect(await value(server, 'select public.resolve_short_link(null) as v')).toBeNull();
    const { rows } = await db.query<{ clicks: number; logged: number; bots: number }>(
      `select l.click_count as clicks, count(c.id)::int as logged, count(c.id) filter (where c.is_bot)::int as bots
       from public.short_links l join public.link_clicks c on c.short_link_id = l.id where l.id = $1 group by l.id`,
      [linkId],
    );
    expect(rows[0]).toEqual({ clicks: 4, logged: 5, bots: 1 });
    const visible = await asRole(
      db,
      ownerCaller,
      async (tx) =>
        (
          await tx.query(
            'select country, city from public.link_clicks where short_link_id = $1 and not is_bot',
            [linkId],
          )
        ).rows,
    );
    expect(visible).toHaveLength(4);
    expect(visible[0]).toEqual({ country: 'BR', city: 'Natal' });
  });

  describe("record_redirect_visits (the server's batches)", () => {
    const journal = '0b8a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    const visitOf = (seq: number, target: string, extra: Record<string, unknown> = {}) => ({
      seq,
      kind: 'qr',
      target,
      at: '2026-11-24T12:00:00Z',
      user_agent: 'Mozilla/5.0',
      referrer: null,
      ip: '203.0.113.9',
      country: 'BR',
      city: null,
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      is_bot: false,
      ...extra,
    });
    const record = (visits: unknown[], journalId = journal) =>
      value<number>(server, 'select public.record_redirect_visits($1, $2::jsonb) as v', [
        journalId,
        JSON.stringify(visits),
      ]);

    it('writes a batch once: replaying it (or part of it) adds nothing', async () => {
      const id = await newCode();
      const batch = [1, 2, 3].map((seq) => visitOf(seq, id));
      expect(await record(batch)).toBe(3);
      expect(await record(batch)).toBe(0);
      expect(await record([...batch, visitOf(4, id)])).toBe(1);
      expect(await scanCount(id)).toBe(4);
      expect(
        await value<number>(server, 'select public.redirect_journal_checkpoint($1) as v', [
          journal,
        ]),
      ).toBe(4);
      // Another server's journal has its own numbers.
      expect(await record([visitOf(1, id)], '1c9b2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e')).toBe(1);
      expect(await scanCount(id)).toBe(5);
    });

    it('logs bots without counting them, drops visits of deleted codes, keeps the given time', async () => {
      const id = await newCode();
      const gone = await newCode();
      await db.query('delete from public.qr_codes where id = $1', [gone]);
      const start = await value<number>(
        server,
        'select public.redirect_journal_checkpoint($1) as v',
        [journal],
      );
      expect(
        await record([
          visitOf(start + 1, id, { is_bot: true, user_agent: 'WhatsApp/2' }),
          visitOf(start + 2, gone),
          visitOf(start + 3, id, { at: '2026-01-02T03:04:05Z' }),
        ]),
      ).toBe(2);
      expect(await scanCount(id)).toBe(1);
      const { rows } = await db.query<{ bots: number; at: Date }>(
        `select count(*) filter (where is_bot)::int as bots, min(scanned_at) as at
           from public.qr_code_scans where qr_code_id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({ bots: 1, at: new Date('2026-01-02T03:04:05Z') });
    });

    it('notifies each milestone a batch crosses, once', async () => {
      const id = await newCode();
      const start = await value<number>(
        server,
        'select public.redirect_journal_checkpoint($1) as v',
        [journal],
      );
      const batch = Array.from({ length: 12 }, (_, i) => visitOf(start + 1 + i, id));
      await record(batch.slice(0, 8));
      await record(batch.slice(8));
      expect(await scanCount(id)).toBe(12);
      const { rows } = await db.query<{ message: string }>(
        "select message from public.notifications where related_qr_code_id = $1 and type = 'scan_milestone'",
        [id],
      );
      expect(rows.map((row) => row.message)).toEqual([
        'Seu QR Code atingiu 10 scans! (https://example.com/destino)',
      ]);
    });

    it('counts short-link clicks too', async () => {
      const linkId = await value<string>(
        ownerCaller,
        "insert into public.short_links (user_id, original_url, short_code) values (auth.uid(), 'https://example.com/l', 'Batch01') returning id as v",
      );
      const start = await value<number>(
        server,
        'select public.redirect_journal_checkpoint($1) as v',
        [journal],
      );
      await record([
        { ...visitOf(start + 1, linkId), kind: 'link' },
        { ...visitOf(start + 2, linkId), kind: 'link', is_bot: true },
      ]);
      const { rows } = await db.query<{ clicks: number; logged: number }>(
        `select l.click_count as clicks, (select count(*)::int from public.link_clicks c where c.short_link_id = l.id) as logged
           from public.short_links l where l.id = $1`,
        [linkId],
      );
      expect(rows[0]).toEqual({ clicks: 1, logged: 2 });
    });
  });
});
