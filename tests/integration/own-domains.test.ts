/**
 * Own domains (docs/product/custom-domains.md) on both engines: a workspace on a paid plan adds
 * a domain, the `verify-domain` function finds its TXT record on a DNS server on loopback, its
 * codes use it, and the redirect path routes by Host: its own codes answer there (counted like
 * any visit), nobody else's, its root goes where the owner said, an unknown domain is 404; the
 * endpoint Caddy asks before a certificate says yes only for verified domains.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@qrlink/core/validation/messages';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  freshDatabase,
  userCaller,
  type NewUser,
} from '../support/databases';
import { pgError } from '../support/db-probe';
import { startLoopbackDns, type LoopbackDns } from '../support/loopback-dns';
import { WINDOWS } from '../support/user-agents';
import { startTestServer, type TestServer } from './auth-test-server';

const HOST = 'links.minhaloja.com.br';

/** A GET with its own Host header (fetch keeps the URL's). */
function getOnHost(url: string, host: string, path: string) {
  return new Promise<{ status: number; location: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(
        `${url}${path}`,
        { headers: { host, 'user-agent': WINDOWS } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, location: response.headers.location, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

describe.each(ENGINES)('own domains (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let dns: LoopbackDns;
  let owner: NewUser;
  let stranger: NewUser;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    dns = await startLoopbackDns();
    server = await startTestServer(engine, { dnsResolver: dns.address }, { db });
    owner = await createAuthUser(db);
    stranger = await createAuthUser(db);
    await db.query(`update public.profiles set plan_id = 'basico' where id = $1`, [owner.id]);
  });
  afterAll(async () => {
    await server?.stop();
    await dns?.close();
    await db?.close();
  });

  const addDomain = (user: NewUser, hostname: string) =>
    asRole(db, userCaller(user), async (tx) => {
      const { rows } = await tx.query<{ id: string; verification_token: string }>(
        `insert into public.custom_domains (user_id, hostname) values (auth.uid(), $1)
         returning id, verification_token`,
        [hostname],
      );
      return rows[0]!;
    });
  const verify = async (user: NewUser, domainId: string) => {
    const response = await fetch(`${server.url}/functions/v1/verify-domain`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(user)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ domainId }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const newLink = (user: NewUser, code: string, domainId: string | null) =>
    asRole(db, userCaller(user), async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.short_links (user_id, original_url, short_code, domain_id)
         values (auth.uid(), $2, $1, $3) returning id`,
        [code, `https://exemplo.com.br/${code}`, domainId],
      );
      return rows[0]!.id;
    });

  it('adds a domain only as the plan allows, and refuses a malformed or repeated one', async () => {
    expect((await pgError(addDomain(stranger, 'links.outraloja.com.br'))).message).toBe(
      'O plano deste espaço de trabalho não inclui domínios próprios. Faça upgrade do plano.',
    );
    for (const bad of ['minhaloja', 'https://x.com.br', 'a..com.br', '-x.com.br', '1.2.3.4']) {
      expect((await pgError(addDomain(owner, bad))).message, bad).toBe(
        MESSAGES.domainInvalid.message,
      );
    }
    const domain = await addDomain(owner, ` ${HOST.toUpperCase()} `);
    expect(domain.verification_token).toMatch(/^[0-9a-f]{32}$/);
    const { rows } = await db.query('select hostname, verified_at from public.custom_domains');
    expect(rows).toEqual([{ hostname: HOST, verified_at: null }]);
    // 'basico' allows one.
    expect((await pgError(addDomain(owner, 'outro.minhaloja.com.br'))).message).toBe(
      'O plano deste espaço de trabalho permite 1 domínio(s). Remova um ou faça upgrade do plano.',
    );
    await db.query(`update public.profiles set plan_id = 'profissional' where id = $1`, [owner.id]);
    expect((await pgError(addDomain(owner, HOST))).message).toBe(MESSAGES.domainTaken.message);
    // Nobody else sees it.
    const seen = await asRole(db, userCaller(stranger), (tx) =>
      tx.query('select id from public.custom_domains'),
    );
    expect(seen.rows).toEqual([]);
  });

  it('verifies a domain by its TXT record on the DNS server it is told to ask', async () => {
    const { rows } = await db.query<{ id: string; verification_token: string }>(
      'select id, verification_token from public.custom_domains where hostname = $1',
      [HOST],
    );
    const { id, verification_token: token } = rows[0]!;
    // A code cannot use a domain before it is verified.
    expect((await pgError(newLink(owner, 'antes1', id))).message).toBe(
      MESSAGES.domainNotVerified.message,
    );
    expect(await verify(owner, id)).toEqual({
      status: 200,
      body: {
        verified: false,
        problem: `Nenhum registro TXT encontrado em _qrlink.${HOST}. A propagação do DNS pode levar algumas horas.`,
      },
    });
    dns.txt.set(`_qrlink.${HOST}`, [['qrlink-verify=outra-coisa']]);
    expect((await verify(owner, id)).body).toMatchObject({ verified: false });
    // Somebody else's domain is not found for them, whatever its records.
    expect((await verify(stranger, id)).status).toBe(404);
    // Long TXT values come split in strings of up to 255 characters.
    dns.txt.set(`_qrlink.${HOST}`, [['v=spf1 -all'], ['qrlink-verify=', token]]);
    expect(await verify(owner, id)).toEqual({
      status: 200,
      body: { verified: true, problem: null },
    });
    expect(dns.asked).toContainEqual({ name: `_qrlink.${HOST}`, type: 'TXT' });
    const checked = await db.query<{ verified: boolean; check_problem: string | null }>(
      `select verified_at is not null as verified, check_problem from public.custom_domains
        where id = $1`,
      [id],
    );
    expect(checked.rows).toEqual([{ verified: true, check_problem: null }]);
    // Once verified it stays so: printed codes must keep working when the record goes.
    dns.txt.delete(`_qrlink.${HOST}`);
    expect((await verify(owner, id)).body).toMatchObject({ verified: true });
  });

  it('routes by Host: its own codes there, nobody else’s, its root, 404 for unknown domains', async () => {
    const { rows } = await db.query<{ id: string }>(
      'select id from public.custom_domains where hostname = $1',
      [HOST],
    );
    const domainId = rows[0]!.id;
    await newLink(owner, 'promo1', domainId);
    await newLink(owner, 'semdom1', null);
    await newLink(stranger, 'alheio1', null);
    const qr = await asRole(db, userCaller(owner), async (tx) => {
      const made = await tx.query<{ id: string }>(
        `insert into public.qr_codes (user_id, target_url, domain_id)
         values (auth.uid(), 'https://exemplo.com.br/menu', $1) returning id`,
        [domainId],
      );
      return made.rows[0]!.id;
    });
    const on = (path: string, host = HOST) => getOnHost(server.url, host, path);

    expect(await on('/promo1')).toMatchObject({
      status: 302,
      location: 'https://exemplo.com.br/promo1',
    });
    expect((await on('/s/promo1')).location).toBe('https://exemplo.com.br/promo1');
    expect((await on(`/qr/${qr}`)).location).toBe('https://exemplo.com.br/menu');
    expect((await on(`/${HOST.toUpperCase()}/x`, `${HOST.toUpperCase()}:443`)).status).toBe(404);
    // Another workspace's code is not found here (but on the app's address, as always); the
    // workspace's other codes are, so one printed before a change of domain keeps working.
    expect((await on('/semdom1')).location).toBe('https://exemplo.com.br/semdom1');
    expect((await on('/alheio1')).status).toBe(404);
    expect((await on('/s/alheio1', '127.0.0.1')).status).toBe(302);
    // Also once both the domain and that code are in memory (the domain's hot path).
    expect((await on('/alheio1')).status).toBe(404);
    expect((await on('/promo1', '127.0.0.1')).status).toBe(404); // the app has no /<code>
    expect((await on('/s/promo1', '127.0.0.1')).location).toBe('https://exemplo.com.br/promo1');
    // The app itself is never served on an own domain.
    expect((await on('/dashboard')).status).toBe(404);
    expect((await on('/rest/v1/qr_codes')).status).toBe(404);
    // Unknown and unverified domains.
    expect(await on('/promo1', 'links.desconhecido.com.br')).toMatchObject({ status: 404 });
    // The root: 404 until the owner sets where it goes.
    expect((await on('/')).status).toBe(404);
    await asRole(db, userCaller(owner), (tx) =>
      tx.query(
        `update public.custom_domains set root_url = 'https://minhaloja.com.br/' where id = $1`,
        [domainId],
      ),
    );
    await expect.poll(async () => (await on('/')).location).toBe('https://minhaloja.com.br/');
    // Every redirect on the domain is a visit like any other (two there, one on the app's).
    await server.flushVisits();
    const counted = await db.query<{ clicks: number }>(
      `select click_count as clicks from public.short_links where short_code = 'promo1'`,
    );
    expect(counted.rows).toEqual([{ clicks: 3 }]);
    // A code whose rules stop the visit: its page on the app's address explains.
    await db.query(`update public.short_links set expires_at = now() - interval '1 minute'
                     where short_code = 'promo1'`);
    await expect.poll(async () => (await on('/promo1')).location).toBe(`${server.url}/s/promo1`);
  });

  it('tells Caddy which domains may get a certificate', async () => {
    const ask = (domain: string) =>
      fetch(`${server.url}/domains/tls-check?domain=${encodeURIComponent(domain)}`).then(
        (r) => r.status,
      );
    expect(await ask(HOST)).toBe(200);
    expect(await ask(HOST.toUpperCase())).toBe(200);
    expect(await ask('links.desconhecido.com.br')).toBe(404);
    await addDomain(owner, 'pendente.minhaloja.com.br');
    expect(await ask('pendente.minhaloja.com.br')).toBe(404);
    expect(await ask('')).toBe(404);
  });

  it('keeps a domain its codes print, and removes it once they moved off', async () => {
    const remove = () =>
      asRole(db, userCaller(owner), (tx) =>
        tx.query('delete from public.custom_domains where hostname = $1', [HOST]),
      );
    expect((await pgError(remove())).message).toBe(
      'Este domínio ainda é usado por 2 código(s). Troque o domínio deles antes de removê-lo.',
    );
    await db.query('update public.short_links set domain_id = null');
    await db.query('update public.qr_codes set domain_id = null');
    await remove();
    await expect.poll(async () => (await getOnHost(server.url, HOST, '/')).status).toBe(404);
    expect((await fetch(`${server.url}/domains/tls-check?domain=${HOST}`)).status).toBe(404);
  });
});
