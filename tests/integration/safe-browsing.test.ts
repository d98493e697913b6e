/**
 * The server's destination checks (docs/product/trust-and-safety.md, "Rechecking codes") against
 * a stand-in of Google Safe Browsing v4 on loopback: with SAFE_BROWSING_API_KEY the job (at start,
 * then every minute) sends Google's Lookup API request with the key, a flagged destination's code
 * then answers 410 (at once, even when the hot path held it in memory) while clean ones still
 * redirect, an outage of Google is survived and asked again next round, and without the key
 * nothing is looked up. The same round rechecks codes when the blocklist changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  adminCaller,
  asRole,
  createAuthUser,
  ENGINES,
  freshDatabase,
  makeAdmin,
  type NewUser,
} from '../support/databases';
import { insertQrCode } from '../support/db-fixtures';
import {
  startSafeBrowsingStandIn,
  type SafeBrowsingStandIn,
} from '../support/safe-browsing-stand-in';
import { ANDROID, WINDOWS } from '../support/user-agents';
import { startTestServer, type TestServer } from './auth-test-server';

const KEY = 'AIza-chave-de-teste';
const PHISHING = 'https://phishing.example.net/conta';
const MALWARE = 'https://downloads.example.org/instalar';

describe.each(ENGINES)('destination checks with Google Safe Browsing (%s)', (engine) => {
  let db: Db;
  let google: SafeBrowsingStandIn;
  let server: TestServer | undefined;
  let owner: NewUser;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    google = await startSafeBrowsingStandIn(KEY);
    owner = await createAuthUser(db);
  });
  afterAll(async () => {
    await server?.stop();
    await google?.stop();
    await db?.close();
  });

  const get = (path: string, userAgent = WINDOWS) =>
    fetch(`${server!.url}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
  const status = async (path: string, userAgent?: string) => (await get(path, userAgent)).status;
  const newQr = async (url: string) =>
    (
      await db.query<{ id: string }>(
        'insert into public.qr_codes (user_id, target_url) values ($1, $2) returning id',
        [owner.id, url],
      )
    ).rows[0]!.id;
  const verdicts = async () =>
    (
      await db.query<{ url: string; threat_type: string | null }>(
        'select url, threat_type from public.safe_browsing_verdicts order by url',
      )
    ).rows;

  it('looks nothing up without a key', async () => {
    await newQr('https://example.com/sem-chave');
    const keyless = await startTestServer(engine, {}, { db });
    try {
      expect((await keyless.checkDestinations()).safeBrowsing).toBe('off');
    } finally {
      await keyless.stop();
    }
    expect(google.requests).toEqual([]);
    expect(await verdicts()).toEqual([]);
  });

  it('sends the v4 lookup with the key at start; a flagged destination answers 410, clean ones still redirect', async () => {
    const flaggedQr = await newQr(PHISHING);
    const cleanQr = await insertQrCode(db, owner.id); // https://example.com/menu
    // A link whose only flagged address is the one for Android phones.
    await db.query(
      `insert into public.short_links (user_id, original_url, short_code, android_url)
       values ($1, 'https://example.com/menu', 'Verif1', $2)`,
      [owner.id, `${PHISHING}#app`],
    );
    google.threats.set(PHISHING, 'SOCIAL_ENGINEERING');

    server = await startTestServer(
      engine,
      { safeBrowsing: { apiKey: KEY, apiUrl: google.url } },
      { db },
    );
    // The job's first round runs at start.
    await expect.poll(() => google.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [request] = google.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v4/threatMatches:find',
      key: KEY,
      contentType: 'application/json',
    });
    expect(request!.body).toEqual({
      client: { clientId: 'qrlink', clientVersion: expect.any(String) },
      threatInfo: {
        threatTypes: [
          'MALWARE',
          'SOCIAL_ENGINEERING',
          'UNWANTED_SOFTWARE',
          'POTENTIALLY_HARMFUL_APPLICATION',
        ],
        platformTypes: ['ANY_PLATFORM'],
        threatEntryTypes: ['URL'],
        threatEntries: expect.arrayContaining([
          { url: PHISHING },
          { url: 'https://example.com/menu' },
          { url: 'https://example.com/sem-chave' },
        ]),
      },
    });
    const entries = (request!.body as { threatInfo: { threatEntries: unknown[] } }).threatInfo
      .threatEntries;
    expect(entries).toHaveLength(3); // each destination once, the link's Android one included

    // Waits for the start's round, then runs one more (nothing is due: Google is not asked).
    const asked = google.requests.length;
    expect((await server.checkDestinations()).safeBrowsing).toMatchObject({ checked: 0 });
    expect(google.requests.length).toBe(asked);
    expect(await verdicts()).toEqual([
      { url: 'https://example.com/menu', threat_type: null },
      { url: 'https://example.com/sem-chave', threat_type: null },
      { url: PHISHING, threat_type: 'SOCIAL_ENGINEERING' },
    ]);
    await expect.poll(() => status(`/qr/${flaggedQr}`)).toBe(410);
    expect(await get(`/qr/${flaggedQr}`).then((r) => r.text())).toContain(
      'Este link foi desativado por violar os Termos de Uso.',
    );
    // The whole link is disabled, whatever device scans it.
    expect(await status('/s/Verif1', ANDROID)).toBe(410);
    expect(await status('/s/Verif1', WINDOWS)).toBe(410);
    expect(await status(`/qr/${cleanQr}`)).toBe(302);
  });

  it('survives an outage of Google and asks again the next round', async () => {
    const later = await newQr(MALWARE);
    // Served once: the hot path now holds it in memory.
    expect(await status(`/qr/${later}`)).toBe(302);
    google.threats.set(MALWARE, 'MALWARE');
    google.failWith = 500;
    const asked = google.requests.length;
    const failed = await server!.checkDestinations();
    expect(failed.safeBrowsing).toBeNull(); // logged, not thrown
    expect(failed.recheck).not.toBeNull();
    expect(google.requests.length).toBe(asked + 1);
    expect(google.requests.at(-1)!.body).toMatchObject({
      threatInfo: { threatEntries: [{ url: MALWARE }] },
    });
    expect(await verdicts()).not.toContainEqual(expect.objectContaining({ url: MALWARE }));
    expect(await status(`/qr/${later}`)).toBe(302);

    google.failWith = null;
    expect((await server!.checkDestinations()).safeBrowsing).toEqual({
      checked: 1,
      flagged: 1,
      disabled: 1,
      enabled: 0,
    });
    await expect.poll(() => status(`/qr/${later}`)).toBe(410);

    // A day later Google says it is clean again: it redirects again.
    google.threats.delete(MALWARE);
    await db.query(
      "update public.safe_browsing_verdicts set checked_at = now() - interval '25 hours' where url = $1",
      [MALWARE],
    );
    expect((await server!.checkDestinations()).safeBrowsing).toMatchObject({
      checked: 1,
      flagged: 0,
      enabled: 1,
    });
    await expect.poll(() => status(`/qr/${later}`)).toBe(302);
  });

  it('rechecks the codes in the same round when the blocklist changes', async () => {
    const boss = await createAuthUser(db);
    await makeAdmin(db, boss.id);
    const qr = await newQr('https://loja.bloqueada.example/promo');
    expect(await status(`/qr/${qr}`)).toBe(302);
    await asRole(db, adminCaller(boss), (tx) =>
      tx.query("insert into public.blocked_domains (domain) values ('bloqueada.example')"),
    );
    expect((await server!.checkDestinations()).recheck).toMatchObject({ disabled: 1 });
    await expect.poll(() => status(`/qr/${qr}`)).toBe(410);
    await asRole(db, adminCaller(boss), (tx) =>
      tx.query("delete from public.blocked_domains where domain = 'bloqueada.example'"),
    );
    expect((await server!.checkDestinations()).recheck).toMatchObject({ enabled: 1 });
    await expect.poll(() => status(`/qr/${qr}`)).toBe(302);
  });
});
