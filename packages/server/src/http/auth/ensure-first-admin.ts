/**
 * A fresh installation needs someone who can open /admin. On start, when no profile has role
 * admin yet: create a confirmed account (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated
 * password) and make it admin, bypassing the "registrations closed" gate through the
 * transaction-local qrlink.bootstrap_admin flag only the table owner can use.
 * Returns the credentials to print once, or undefined when nothing was created.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { hashPassword } from './password';
import { insertEmailUser } from './user-record';

const DEFAULT_ADMIN_EMAIL = 'admin@qrlink.local';

export interface FirstAdmin {
  email: string;
  /** Present only when a new account was created (an existing account keeps its password). */
  password?: string;
}

export async function ensureFirstAdmin(
  db: Db,
  wanted: { email?: string | undefined; password?: string | undefined; passwordHashCost: number },
): Promise<FirstAdmin | undefined> {
  const { rows: admins } = await db.query(
    `select 1 from public.profiles where role = 'admin' limit 1`,
  );
  if (admins.length > 0) return undefined;
  const email = (wanted.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = wanted.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password, wanted.passwordHashCost);
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('qrlink.bootstrap_admin', 'on', true)`);
    const { rows: existing } = await tx.query<{ id: string }>(
      `select id from auth.users where lower(email) = $1 and is_sso_user = false`,
      [email],
    );
    let userId = existing[0]?.id;
    let created = false;
    if (!userId) {
      userId = (
        await insertEmailUser(tx, email, passwordHash, { full_name: 'Administrador' }, true)
      ).id;
      created = true;
    }
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [userId],
    );
    await tx.query(`update public.profiles set role = 'admin' where id = $1`, [userId]);
    return created ? { email, password } : { email };
  });
}
