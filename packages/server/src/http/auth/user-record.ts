/**
 * auth.users rows and the user object GoTrue answers with (what supabase-js calls `User`).
 * The auth server is the table owner: it reads and writes auth.users directly, never through RLS.
 */
import type { DbClient } from '../../db/database';
import { USER_FACTORS_SQL, type FactorJson } from './factor-record';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  /**
   * Blocked by an admin (banned_until in the future; 'infinity' for our blocks): read as a
   * boolean in SQL, since drivers disagree on how an infinite timestamp comes back.
   */
  banned: boolean;
  /** Two-factor methods, enrolled or verified (absent on a row just inserted: none yet). */
  factors?: FactorJson[];
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_sent_at, recovery_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, coalesce(banned_until > now(), false) as banned,
  ${USER_FACTORS_SQL}`;

export async function findUserByEmail(db: DbClient, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: DbClient, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

/** The user row behind a one-time e-mail token (column is confirmation_token or recovery_token). */
export async function findUserByTokenHash(
  db: DbClient,
  column: 'confirmation_token' | 'recovery_token',
  tokenHash: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = $1 and deleted_at is null for update`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * A new e-mail/password user, confirmed now or not; the profile row comes from the database's
 * on-insert trigger (which refuses when registrations are closed, unless bootstrapping).
 */
export async function insertEmailUser(
  tx: DbClient,
  email: string,
  passwordHash: string,
  metadata: Record<string, unknown>,
  confirmed: boolean,
): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data)
      values ('authenticated', 'authenticated', $1, $2, case when $3::boolean then now() end,
        '{"provider":"email","providers":["email"]}'::jsonb, $4::jsonb)
      returning ${USER_COLUMNS}`,
    [email, passwordHash, confirmed, JSON.stringify(metadata)],
  );
  return rows[0]!;
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** The JSON user object, field for field as GoTrue renders an e-mail/password user. */
export function toUserJson(user: UserRow) {
  const confirmedAt = iso(user.email_confirmed_at);
  const identityData = {
    email: user.email,
    email_verified: Boolean(user.email_confirmed_at),
    phone_verified: false,
    sub: user.id,
  };
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: confirmedAt,
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
    // GoTrue leaves the list out when there is none; supabase-js reads it for listFactors and
    // getAuthenticatorAssuranceLevel.
    ...(user.factors?.length ? { factors: user.factors } : {}),
  };
}

export type UserJson = ReturnType<typeof toUserJson>;
