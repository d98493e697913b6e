/**
 * For the tests that kill servers under load and then count what was recorded: an owner with
 * one QR code, clients that request it, and the wait until its rows and counter catch up.
 */
import { expect } from 'vitest';
import { IPHONE } from './user-agents';

/** How many clients request the code at once. */
export const CLIENTS = 16;

/** A confirmed account (AUTH_AUTOCONFIRM) with one QR code, through the API. */
export async function ownerWithCode(url: string, email: string) {
  const { supabaseAnonKey: apikey } = (await (await fetch(`${url}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const signup = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'segredo123' }),
  });
  const { access_token: token, user } = (await signup.json()) as {
    access_token: string;
    user: { id: string };
  };
  const api = { apikey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${url}/rest/v1/qr_codes`, {
    method: 'POST',
    headers: { ...api, prefer: 'return=representation' },
    body: JSON.stringify({ user_id: user.id, target_url: 'https://exemplo.com.br/cardapio' }),
  });
  const [{ id }] = (await created.json()) as [{ id: string }];
  return { api, id };
}

/**
 * CLIENTS clients request the code, each until a request fails or `done()` says so; `answered`
 * sees every answer. Resolves when all have stopped.
 */
export function requestCode(
  url: string,
  id: string,
  answered: (response: Response) => void,
  done: () => boolean,
): Promise<void> {
  const client = async () => {
    while (!done()) {
      let response: Response;
      try {
        response = await fetch(`${url}/qr/${id}`, {
          redirect: 'manual',
          headers: { 'user-agent': IPHONE },
        });
        await response.arrayBuffer();
      } catch {
        return;
      }
      answered(response);
    }
  };
  return Promise.all(Array.from({ length: CLIENTS }, client)).then(() => undefined);
}

/** Resolves once `condition()` holds, looking every few milliseconds. */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Waits until the code's count reaches `atLeast`, then checks that rows and count agree and
 * returns them.
 */
export async function recordedAfter(
  url: string,
  api: Record<string, string>,
  id: string,
  atLeast: number,
): Promise<number> {
  const scanCount = async () => {
    const response = await fetch(`${url}/rest/v1/qr_codes?id=eq.${id}&select=scan_count`, {
      headers: api,
    });
    return ((await response.json()) as [{ scan_count: number }])[0].scan_count;
  };
  await expect.poll(scanCount, { timeout: 60_000 }).toBeGreaterThanOrEqual(atLeast);
  const rows = await fetch(`${url}/rest/v1/qr_code_scans?qr_code_id=eq.${id}&select=id`, {
    method: 'HEAD',
    headers: { ...api, prefer: 'count=exact' },
  });
  const recorded = Number(rows.headers.get('content-range')?.split('/')[1]);
  expect(await scanCount()).toBe(recorded);
  return recorded;
}
