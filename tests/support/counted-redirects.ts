/**
 * For the tests that kill servers under load and then count what was recorded: an owner with
 * one QR code, clients that request it, and the wait until its rows and counter catch up.
 */
import { expect } from 'vitest';
import { signUpOwner, visitsRecorded } from './redirect-owner';
import { IPHONE } from './user-agents';

/** How many clients request the code at once. */
export const CLIENTS = 16;

/** A confirmed account (AUTH_AUTOCONFIRM) with one QR code, through the API. */
export async function ownerWithCode(url: string, email: string) {
  const { api, create } = await signUpOwner(url, email);
  const id = await create('qr_codes', { target_url: 'https://exemplo.com.br/cardapio' });
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
  const scanCount = async () => (await visitsRecorded(url, api, 'qr', id, false)).counted;
  await expect.poll(scanCount, { timeout: 60_000 }).toBeGreaterThanOrEqual(atLeast);
  const { rows: recorded, counted } = await visitsRecorded(url, api, 'qr', id);
  expect(counted).toBe(recorded);
  return recorded;
}
