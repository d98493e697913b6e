// Who a request's API key belongs to, and the workspace it acts for. The key travels as `Authorization: Bearer qrl_...` (or
// `X-API-Key`); only its SHA-256 is looked up (api_key_owner, as the service role), so the key
// itself is never stored nor compared in SQL. The same call counts the request in the key's
// current minute, so every server instance judges the key's rate limit on one count.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { runAs } from '../shared/run-as';

/** read_only keys only read; read_write ones write as far as their creator's role goes. */
export type ApiKeyScope = 'read_only' | 'read_write';

export interface ApiKeyOwner {
  keyId: string;
  /** Who created the key: requests run as them. */
  userId: string;
  email: string;
  /** The workspace the key acts for (the database narrows every read and write to it). */
  workspaceId: string;
  scope: ApiKeyScope;
  /** The creator's role in that workspace today. */
  role: 'owner' | 'admin' | 'editor' | 'viewer';
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
      workspace_id: string;
      scope: ApiKeyScope;
      role: ApiKeyOwner['role'];
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
        workspaceId: row.workspace_id,
        scope: row.scope,
        role: row.role,
        ratePerMinute: row.rate_limit_per_minute,
        requestsThisMinute: row.requests_this_minute,
        minuteEndsAt: row.minute_ends_at,
      }
    : undefined;
}
