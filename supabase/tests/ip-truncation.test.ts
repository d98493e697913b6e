/**
 * LGPD: an owner who asks for it gets their visitors' IP addresses stored truncated (/24, /48),
 * from the next visit on and for the addresses already stored; other owners are untouched.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { ENGINES, asRole, serviceRole, useFreshDatabase } from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError } from '../../tests/support/db-probe';

describe.each(ENGINES)('IP truncation on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  let bCode: string;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    const { rows } = await db.query<{ id: string }>(
      "insert into public.qr_codes (user_id, target_url) values ($1, 'https://b.example/') returning id",
      [cast.b.id],
    );
    bCode = rows[0]!.id;
  });

  const visit = (kind: 'qr' | 'link', target: string, ip: string) =>
    asRole(db, serviceRole, (tx) =>
      tx.query('select public.record_redirect_visits($1, $2::jsonb)', [
        randomUUID(),
        JSON.stringify([{ seq: 1, kind, target, ip, is_bot: false }]),
      ]),
    );
  const lastIp = async (table: 'qr_code_scans' | 'link_clicks', column: string, target: string) => {
    const at = table === 'qr_code_scans' ? 'scanned_at' : 'clicked_at';
    const { rows } = await db.query<{ ip: string | null }>(
      `select ip_address as ip from public.${table} where ${column} = $1 order by ${at} desc, id desc limit 1`,
      [target],
    );
    return rows[0]?.ip;
  };
  const setTruncation = (caller: Caller, enabled: boolean | null) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ r: { truncated: number } }>(
        'select public.set_ip_truncation($1) as r',
        [enabled],
      );
      return rows[0]!.r;
    });

  it('keeps whole addresses until the owner asks', async () => {
    await visit('qr', cast.rows.qrCodeId, '200.147.67.89');
    expect(await lastIp('qr_code_scans', 'qr_code_id', cast.rows.qrCodeId)).toBe('200.147.67.89');
  });

  it('truncates stored and new addresses of that owner only', async () => {
    await visit('link', cast.rows.shortLinkId, '2804:14c:1a2:3::1');
    await visit('qr', bCode, '177.10.20.30');
    const result = await setTruncation(cast.callers.a, true);
    expect(result).toEqual({ truncate_ip_addresses: true, truncated: 2 });
    expect(await lastIp('qr_code_scans', 'qr_code_id', cast.rows.qrCodeId)).toBe('200.147.67.0');
    expect(await lastIp('link_clicks', 'short_link_id', cast.rows.shortLinkId)).toBe(
      '2804:14c:1a2::',
    );
    expect(await lastIp('qr_code_scans', 'qr_code_id', bCode)).toBe('177.10.20.30');

    await visit('qr', cast.rows.qrCodeId, '189.1.2.3');
    await visit('link', cast.rows.shortLinkId, '10.9.8.7');
    await visit('qr', bCode, '189.1.2.3');
    expect(await lastIp('qr_code_scans', 'qr_code_id', cast.rows.qrCodeId)).toBe('189.1.2.0');
    expect(await lastIp('link_clicks', 'short_link_id', cast.rows.shortLinkId)).toBe('10.9.8.0');
    expect(await lastIp('qr_code_scans', 'qr_code_id', bCode)).toBe('189.1.2.3');
    const profile = await db.query<{ t: boolean }>(
      'select truncate_ip_addresses as t from public.profiles where id = $1',
      [cast.a.id],
    );
    expect(profile.rows[0]!.t).toBe(true);
  });

  it('stores whole addresses again once turned off, and refuses a missing answer', async () => {
    expect(await setTruncation(cast.callers.a, false)).toEqual({
      truncate_ip_addresses: false,
      truncated: 0,
    });
    await visit('qr', cast.rows.qrCodeId, '189.1.2.3');
    expect(await lastIp('qr_code_scans', 'qr_code_id', cast.rows.qrCodeId)).toBe('189.1.2.3');
    expect(await pgError(setTruncation(cast.callers.a, null))).toMatchObject({ code: '22023' });
  });

  it('writes the visits of anonymous links as the deployment keeps them', async () => {
    await visit('link', cast.rows.anonymousShortLinkId, '200.1.2.3');
    expect(await lastIp('link_clicks', 'short_link_id', cast.rows.anonymousShortLinkId)).toBe(
      '200.1.2.3',
    );
  });

  it('turns non-addresses into nothing', async () => {
    const { rows } = await db.query<{ a: string | null; b: string | null; c: string | null }>(
      "select public.truncate_ip('nada') as a, public.truncate_ip('999.1.1.1') as b, public.truncate_ip(':::') as c",
    );
    expect(rows[0]).toEqual({ a: null, b: null, c: null });
  });
});
