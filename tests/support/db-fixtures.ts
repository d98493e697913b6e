/**
 * A small cast for database tests: users A and B, an admin, and one row of every kind owned
 * by A (written as the table owner, the way the server's definer paths would).
 */
import type { Db } from '@qrlink/server/db/database';
import { adminCaller, anon, createAuthUser, makeAdmin, userCaller } from './databases';
import type { Caller, NewUser } from './databases';

export interface Cast {
  a: NewUser;
  b: NewUser;
  admin: NewUser;
  callers: { anon: Caller; a: Caller; b: Caller; admin: Caller };
  /** Rows owned by A. */
  rows: {
    qrCodeId: string;
    scanId: number;
    notificationId: string;
    shortLinkId: string;
    anonymousShortLinkId: string;
    clickId: number;
    paymentId: string;
    logoObjectId: string;
  };
}

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<Record<string, T>>(sql, params);
  const first = rows[0];
  if (!first) throw new Error(`fixture query returned nothing: ${sql}`);
  return Object.values(first)[0] as T;
}

export async function createCast(db: Db): Promise<Cast> {
  const tag = Math.random().toString(36).slice(2, 8);
  const a = await createAuthUser(db, { email: `ana-${tag}@example.com`, fullName: 'Ana A' });
  const b = await createAuthUser(db, { email: `bruno-${tag}@example.com`, fullName: 'Bruno B' });
  const admin = await createAuthUser(db, { email: `admin-${tag}@example.com`, fullName: 'Adm' });
  await makeAdmin(db, admin.id);

  const qrCodeId = await one<string>(
    db,
    "insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com/a') returning id",
    [a.id],
  );
  const scanId = await one<number>(
    db,
    "insert into public.qr_code_scans (qr_code_id, user_agent) values ($1, 'UA') returning id",
    [qrCodeId],
  );
  const notificationId = await one<string>(
    db,
    "insert into public.notifications (user_id, type, message) values ($1, 'other', 'Olá') returning id",
    [a.id],
  );
  const shortLinkId = await one<string>(
    db,
    `insert into public.short_links (user_id, original_url, short_code)
     values ($1, 'https://example.com/long', $2) returning id`,
    [a.id, `A${tag}`],
  );
  const anonymousShortLinkId = await one<string>(
    db,
    `insert into public.short_links (user_id, original_url, short_code)
     values (null, 'https://example.com/anon', $1) returning id`,
    [`N${tag}`],
  );
  const clickId = await one<number>(
    db,
    'insert into public.link_clicks (short_link_id, user_agent) values ($1, $2) returning id',
    [shortLinkId, 'UA'],
  );
  const paymentId = await one<string>(
    db,
    `insert into public.payments (user_id, plan_id, status, provider_payment_id, amount)
     values ($1, 'basico', 'pending', $2, 19.90) returning id`,
    [a.id, `mp-${tag}`],
  );
  const logoObjectId = await one<string>(
    db,
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('qr_logos', $1, $2, $3, '{"mimetype":"image/png","size":3}') returning id`,
    [`${a.id}/logo-${tag}.png`, a.id, a.id],
  );
  await db.query('insert into storage.object_data (object_id, data) values ($1, $2)', [
    logoObjectId,
    Buffer.from([1, 2, 3]),
  ]);
  return {
    a,
    b,
    admin,
    callers: { anon, a: userCaller(a), b: userCaller(b), admin: adminCaller(admin) },
    rows: {
      qrCodeId,
      scanId,
      notificationId,
      shortLinkId,
      anonymousShortLinkId,
      clickId,
      paymentId,
      logoObjectId,
    },
  };
}

/**
 * A dynamic QR code of `userId` leading to https://example.com/menu, with more columns set
 * (`columns` as in SQL, `values` in that order: 'expires_at, max_visits', [date, 2]).
 */
export async function insertQrCode(
  db: Db,
  userId: string,
  columns = '',
  values: unknown[] = [],
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.qr_codes (user_id, target_url${columns ? `, ${columns}` : ''})
     values ($1, 'https://example.com/menu'${values.map((_, i) => `, $${i + 2}`).join('')})
     returning id`,
    [userId, ...values],
  );
  return rows[0]!.id;
}
