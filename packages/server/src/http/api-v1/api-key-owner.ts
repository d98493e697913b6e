// Who a request's API key belongs to. The key travels as `Authorization: Bearer qrl_...` (or
// `X-API-Key`); only its SHA-256 is looked up (api_key_owner, as the service role), so the key
// itself is never stored nor compared in SQL. The same call counts the request in the key's
// current minute, so every server instance judges the key's rate limit on one count.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { runAs } from '../shared/run-as';

export interface ApiKeyOwner {
  keyId: string;
  userId: string;
  email: string;
  ratePerMinute: number;
  /** This request's place in the key's current minute, counted by the database. */
  requestsThisMinute: number;
  minuteEndsAt: Date;
}

const KEY_FORMAT = /^qrl_[A-Za-z0-9_-]{32}$/;

function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key a request carries, when it has the shape of one. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  const explicit = request.headers['x-api-key'];
  const key = bearer ?? (typeof explicit === 'string' ? explicit.trim() : undefined);
  return key && KEY_FORMAT.test(key) ? key : undefined;
}

export async function findApiKeyOwner(db: Db, key: string): Promise<ApiKeyOwner | undefined> {
  const rows = await runAs(db, { role: 'service_role' }, async (tx) => {
    const result = await tx.query<{
      key_id: string;
      user_id: string;
      email: string;
      rate_limit_per_minute: number;
      requests_this_minute: number;
      minute_ends_at: Date;
    }>('select * from public.api_key_owner($1)', [hashApiKey(key)]);
    return result.rows;
  });
  const row = rows[0];
  return row
    ? {
        keyId: row.key_id,
        userId: row.user_id,
        email: row.email,
        ratePerMinute: row.rate_limit_per_minute,
        requestsThisMinute: row.requests_this_minute,
        minuteEndsAt: row.minute_ends_at,
      }
    : undefined;
}
