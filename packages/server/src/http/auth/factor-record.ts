/**
 * auth.mfa_factors and auth.mfa_challenges rows (GoTrue's tables), read and written by the auth
 * server as their owner. A factor is 'unverified' from enrolment until its first correct code.
 */
import type { DbClient } from '../../db/database';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  secret: string;
  created_at: Date;
  updated_at: Date;
}

/** A user's factors as GoTrue lists them in the user object (`factors`). */
export const USER_FACTORS_SQL = `(select coalesce(jsonb_agg(jsonb_build_object(
    'id', f.id, 'friendly_name', coalesce(f.friendly_name, ''), 'factor_type', f.factor_type,
    'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at)
    order by f.created_at), '[]'::jsonb)
  from auth.mfa_factors f where f.user_id = auth.users.id) as factors`;

export interface FactorJson {
  id: string;
  friendly_name: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export async function findFactor(
  db: DbClient,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at
       from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

export async function countVerifiedFactors(db: DbClient, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}
