/**
 * The REST layer as the app meets it: createApp on an ephemeral loopback port over a fresh
 * migrated database, and supabase-js clients acting as anon or as a signed-in user (user JWTs
 * minted with the server's own secret, as /auth/v1 would issue them).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createApp } from '@qrlink/server/http/app';
import { deriveApiKeys, signJwt } from '@qrlink/server/http/shared/jwt';
import type { Db } from '@qrlink/server/db/database';
import { freshDatabase } from '../support/databases';
import type { Engine, NewUser } from '../support/databases';

export interface RawInit {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RestServer {
  url: string;
  db: Db;
  secret: string;
  anonKey: string;
  serviceKey: string;
  /** aal: 'aal2' for an admin, as 'Exigir 2FA para administradores' (on by default) asks. */
  tokenFor(
    user: NewUser,
    opts?: { expiresInSeconds?: number; aal?: 'aal1' | 'aal2' },
  ): Promise<string>;
  client(token?: string): SupabaseClient;
  /** A raw request to /rest/v1 (apikey = anon key; Bearer = token or the anon key). */
  rest(path: string, init?: RawInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startRestServer(engine: Engine): Promise<RestServer> {
  const db = await freshDatabase(engine);
  const secret = randomBytes(32).toString('hex');
  const { anonKey, serviceKey } = await deriveApiKeys(secret);
  const app = createApp({
    db,
    jwtSecret: secret,
    anonKey,
    serviceKey,
    publicUrl: 'http://localhost:3000',
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    secret,
    anonKey,
    serviceKey,
    tokenFor: (user, opts = {}) =>
      signJwt(
        {
          sub: user.id,
          email: user.email,
          role: 'authenticated',
          aud: 'authenticated',
          session_id: randomUUID(),
          aal: opts.aal ?? 'aal1',
        },
        secret,
        { expiresInSeconds: opts.expiresInSeconds ?? 3600 },
      ),
    client: (token) =>
      createClient(url, anonKey, {
        realtime: { transport: WebSocket as never },
        auth: { persistSession: false, autoRefreshToken: false },
        ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
      }),
    rest: (path, init = {}) =>
      fetch(`${url}/rest/v1${path}`, {
        method: init.method ?? 'GET',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${init.token ?? anonKey}`,
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        ...(init.body !== undefined ? { body: init.body } : {}),
      }),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
