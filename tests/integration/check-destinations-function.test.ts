/**
 * The `check-destinations` function (docs/product/trust-and-safety.md, "Rechecking codes"), what
 * pg_cron calls on a hosted project, on both runtimes, against a stand-in of Google Safe Browsing
 * v4 on loopback: only the service role may call it; a call looks up the destinations without a
 * fresh verdict and a flagged one's code answers 410 at once; Google down is a 503 and the same
 * addresses are asked again on the next call; without SAFE_BROWSING_API_KEY nothing is looked up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { createAuthUser, type NewUser } from '../support/databases';
import {
  startSafeBrowsingStandIn,
  type SafeBrowsingStandIn,
} from '../support/safe-browsing-stand-in';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

const KEY = 'AIza-chave-da-funcao';
const PHISHING = 'https://entrar-banco.example.net/login';

describe.each(FUNCTION_TARGETS)('the check-destinations function (%s)', (target) => {
  let functions: FunctionsUnderTest;
  let db: Db;
  let owner: NewUser;
  let google: SafeBrowsingStandIn;

  beforeAll(async () => {
    google = await startSafeBrowsingStandIn(KEY);
    functions = await startFunctions(target, { safeBrowsing: { apiKey: KEY, apiUrl: google.url } });
    ({ db } = functions.server);
    owner = await createAuthUser(db);
    // The self-hosted server's own job looks up at start; wait for it (nothing to look up yet),
    // so that every lookup below is the function's.
    await functions.server.checkDestinations();
    google.requests.length = 0;
  });
  afterAll(async () => {
    await functions?.stop();
    await google?.stop();
  });

  const check = (key: string, functionsUrl = functions.functionsUrl) =>
    fetch(`${functionsUrl}/check-destinations`, {
      method: 'POST',
      headers: { apikey: functions.server.anonKey, authorization: `Bearer ${key}` },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  const newQr = async (url: string) =>
    (
      await db.query<{ id: string }>(
        'insert into public.qr_codes (user_id, target_url) values ($1, $2) returning id',
        [owner.id, url],
      )
    ).rows[0]!.id;
  const scan = (id: string) =>
    fetch(`${functions.server.url}/qr/${id}`, { redirect: 'manual' }).then((r) => r.status);
  const verdictOf = async (url: string) =>
    (
      await db.query<{ threat_type: string | null }>(
        'select threat_type from public.safe_browsing_verdicts where url = $1',
        [url],
      )
    ).rows;

  it('looks up for the service role only; a flagged destination answers 410 at once', async () => {
    const flagged = await newQr(PHISHING);
    const clean = await newQr('https://example.com/cardapio');
    google.threats.set(PHISHING, 'SOCIAL_ENGINEERING');
    expect(await scan(flagged)).toBe(302);

    const forbidden = {
      status: 403,
      body: {
        code: 'forbidden',
        message: 'Somente o agendador do projeto verifica os destinos dos códigos.',
      },
    };
    expect(await check(functions.server.anonKey)).toEqual(forbidden);
    expect(await check(await functions.server.tokenFor(owner))).toEqual(forbidden);
    expect(google.requests).toEqual([]);

    expect(await check(functions.server.serviceKey)).toEqual({
      status: 200,
      body: { safeBrowsing: { checked: 2, flagged: 1, disabled: 1, enabled: 0 } },
    });
    expect(google.requests).toHaveLength(1);
    expect(google.requests[0]).toMatchObject({ path: '/v4/threatMatches:find', key: KEY });
    expect(await verdictOf(PHISHING)).toEqual([{ threat_type: 'SOCIAL_ENGINEERING' }]);
    await expect.poll(() => scan(flagged)).toBe(410);
    expect(await scan(clean)).toBe(302);

    // Nothing is due until the verdicts age: Google is not asked again.
    expect((await check(functions.server.serviceKey)).body).toEqual({
      safeBrowsing: { checked: 0, flagged: 0, disabled: 0, enabled: 0 },
    });
    expect(google.requests).toHaveLength(1);
  });

  it('answers 503 while Google is down, recording nothing, and asks again on the next call', async () => {
    const url = 'https://example.com/promocao';
    await newQr(url);
    google.failWith = 500;
    try {
      expect(await check(functions.server.serviceKey)).toEqual({
        status: 503,
        body: {
          code: 'safe_browsing_unavailable',
          message: 'O Google Safe Browsing não respondeu; o próximo agendamento tenta de novo.',
        },
      });
    } finally {
      google.failWith = null;
    }
    expect(await verdictOf(url)).toEqual([]);
    expect((await check(functions.server.serviceKey)).body).toEqual({
      safeBrowsing: { checked: 1, flagged: 0, disabled: 0, enabled: 0 },
    });
    expect(await verdictOf(url)).toEqual([{ threat_type: null }]);
  });

  it('looks nothing up without SAFE_BROWSING_API_KEY', async () => {
    await newQr('https://example.com/sem-chave');
    const keyless = await functions.sibling({ safeBrowsing: undefined });
    try {
      const asked = google.requests.length;
      expect(await check(functions.server.serviceKey, keyless.functionsUrl)).toEqual({
        status: 200,
        body: { safeBrowsing: 'off' },
      });
      expect(google.requests).toHaveLength(asked);
    } finally {
      await keyless.stop();
    }
  });
});
