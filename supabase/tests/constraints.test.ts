/**
 * What the database itself refuses or normalises on qr_codes, notifications, profiles and the
 * qr_logos bucket. Logo size (2 MB) and MIME type are enforced by the storage server from the
 * bucket row, not by Postgres: here we check the row it reads and the folder rule RLS enforces.
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
import type { Caller } from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

describe.each(ENGINES)('constraints on %s', (engine) => {
  let db: Db;
  let ana: Caller;
  const insertCode = (fields: Record<string, unknown>) => {
    const names = Object.keys(fields);
    const sql = `insert into public.qr_codes (user_id, ${names.join(', ')}) values (auth.uid(), ${names.map((_n, i) => `$${i + 1}`).join(', ')}) returning *`;
    return asRole(db, ana, async (tx) => (await tx.query(sql, Object.values(fields))).rows[0]!);
  };

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = userCaller(await createAuthUser(db));
  });

  it('trims target URLs, applies the default colours and starts the count at 0', async () => {
    const row = await insertCode({
      target_url: '  https://example.com/a  ',
      logo_url: '',
      scan_count: 500,
    });
    expect(row).toMatchObject({
      target_url: 'https://example.com/a',
      fg_color: '#fd1455',
      bg_color: '#ffffff',
      logo_url: null,
      scan_count: 0,
    });
  });

  it('refuses non-http destinations, overlong URLs and bad colours in pt-BR', async () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'https://',
      'http://exa mple.com',
      'www.example.com',
      '   ',
    ]) {
      expect((await pgError(insertCode({ target_url: url }))).code, url).toBe('22023');
    }
    expect(
      await pgError(insertCode({ target_url: `https://example.com/${'a'.repeat(2029)}` })),
    ).toEqual({
      code: '22023',
      message:
        'URL de destino inválida: use um endereço http:// ou https:// com até 2048 caracteres.',
    });
    await insertCode({ target_url: `https://example.com/${'a'.repeat(2028)}` }); // exactly 2048
    for (const colour of ['red', '#fff', '#12345g', 'fd1455', '#fd14555']) {
      expect(
        await pgError(insertCode({ target_url: 'https://example.com', fg_color: colour })),
      ).toEqual({ code: '22023', message: 'Cor inválida: use o formato #rrggbb.' });
    }
    expect(
      (await pgError(insertCode({ target_url: 'https://example.com', bg_color: 'blue' }))).code,
    ).toBe('22023');
    expect(
      (await pgError(insertCode({ target_url: 'https://example.com', logo_url: 'javascript:x' })))
        .code,
    ).toBe('22023');
  });

  it('stamps updated_at on edits, keeps created_at, and lets scans leave updated_at alone', async () => {
    const row = await insertCode({ target_url: 'https://example.com/v1' });
    const before = (
      await db.query('select created_at, updated_at from public.qr_codes where id = $1', [row.id])
    ).rows[0]!;
    await asRole(db, { role: 'service_role' }, (tx) =>
      tx.query('select public.resolve_qr_redirect($1)', [row.id]),
    );
    const afterScan = (
      await db.query('select updated_at from public.qr_codes where id = $1', [row.id])
    ).rows[0]!;
    expect(afterScan.updated_at).toEqual(before.updated_at);
    await asRole(db, ana, (tx) =>
      tx.query(
        "update public.qr_codes set target_url = ' https://example.com/v2 ', updated_at = '2000-01-01' where id = $1",
        [row.id],
      ),
    );
    const edited = (
      await db.query(
        'select target_url, created_at, updated_at from public.qr_codes where id = $1',
        [row.id],
      )
    ).rows[0]!;
    expect(edited.target_url).toBe('https://example.com/v2');
    expect(edited.created_at).toEqual(before.created_at);
    // even the table owner cannot rewrite created_at
    await db.query("update public.qr_codes set created_at = '2000-01-01' where id = $1", [row.id]);
    const { rows } = await db.query('select created_at from public.qr_codes where id = $1', [
      row.id,
    ]);
    expect(rows[0]?.created_at).toEqual(before.created_at);
    expect((edited.updated_at as Date).getTime()).toBeGreaterThan(
      (before.updated_at as Date).getTime(),
    );
  });

  it('checks notification types and profile fields', async () => {
    const note = (type: string) =>
      asRole(db, ana, (tx) =>
        tx.query(
          "insert into public.notifications (user_id, type, message) values (auth.uid(), $1, 'x')",
          [type],
        ),
      );
    for (const type of ['qr_created', 'scan_milestone', 'profile_updated', 'other', 'info'])
      await note(type);
    expect((await pgError(note('spam'))).code).toBe('23514');
    expect(
      (
        await pgError(
          db.query("update public.profiles set role = 'root' where id = $1", [ana.userId]),
        )
      ).code,
    ).toBe('23514');
    expect(
      (
        await pgError(
          db.query("update public.profiles set plan_id = 'nao_existe' where id = $1", [ana.userId]),
        )
      ).code,
    ).toBe('23503');
  });

  it('describes the qr_logos bucket for the storage server and keeps uploads in the owner folder', async () => {
    const { rows } = await db.query(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'qr_logos'",
    );
    expect(rows[0]).toEqual({
      public: true,
      file_size_limit: 2097152,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/svg+xml'],
    });
    // A 3 MB object passes the DATABASE (size is the storage server's check against the row
    // above); what the database does enforce is the folder rule.
    const threeMb = 3 * 1024 * 1024;
    const upload = (path: string) =>
      asRole(db, ana, async (tx) => {
        const { rows: objects } = await tx.query<{ id: string }>(
          "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ('qr_logos', $1, auth.uid(), auth.uid()::text, jsonb_build_object('size', $2::int, 'mimetype', 'image/png')) returning id",
          [path, threeMb],
        );
        await tx.query('insert into storage.object_data (object_id, data) values ($1, $2)', [
          objects[0]!.id,
          Buffer.alloc(16),
        ]);
      });
    await upload(`${ana.userId}/1700000000000.png`);
    expect((await pgError(upload('someone-else/1.png'))).code).toBe('42501');
    expect((await pgError(upload('1.png'))).code).toBe('42501');
  });
});
