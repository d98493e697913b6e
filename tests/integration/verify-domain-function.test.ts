/**
 * 'Verificar agora' (docs/product/custom-domains.md, "Adding and verifying a domain") on both
 * runtimes of the `verify-domain` function: the self-hosted server's route (Node's resolver) and
 * the Edge Function under Deno (Deno.resolveDns), each asking a DNS server on loopback
 * (DNS_RESOLVER). Host routing and the rest are in own-domains.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser, asRole, userCaller, type NewUser } from '../support/databases';
import { startLoopbackDns, type LoopbackDns } from '../support/loopback-dns';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

const HOST = 'links.minhaloja.com.br';

describe.each(FUNCTION_TARGETS)('POST /functions/v1/verify-domain (%s)', (target) => {
  let functions: FunctionsUnderTest;
  let dns: LoopbackDns;
  let owner: NewUser;
  let domain: { id: string; verification_token: string };

  beforeAll(async () => {
    dns = await startLoopbackDns();
    functions = await startFunctions(target, { dnsResolver: dns.address });
    const { db } = functions.server;
    owner = await createAuthUser(db);
    await db.query(`update public.profiles set plan_id = 'basico' where id = $1`, [owner.id]);
    domain = await asRole(db, userCaller(owner), async (tx) => {
      const { rows } = await tx.query<{ id: string; verification_token: string }>(
        `insert into public.custom_domains (user_id, hostname) values (auth.uid(), $1)
         returning id, verification_token`,
        [HOST],
      );
      return rows[0]!;
    });
  });
  afterAll(async () => {
    await functions?.stop();
    await dns?.close();
  });

  const verify = async (body: unknown, token?: string) => {
    const key = functions.server.anonKey;
    const response = await fetch(`${functions.functionsUrl}/verify-domain`, {
      method: 'POST',
      headers: {
        apikey: key,
        authorization: `Bearer ${token ?? (await functions.server.tokenFor(owner))}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('says what is missing, then verifies the domain once its TXT record holds the token', async () => {
    expect(await verify({ domainId: domain.id })).toEqual({
      status: 200,
      body: {
        verified: false,
        problem: `Nenhum registro TXT encontrado em _qrlink.${HOST}. A propagação do DNS pode levar algumas horas.`,
      },
    });
    dns.txt.set(`_qrlink.${HOST}`, [[`qrlink-verify=${domain.verification_token}`]]);
    expect(await verify({ domainId: domain.id })).toEqual({
      status: 200,
      body: { verified: true, problem: null },
    });
    const { rows } = await functions.server.db.query<{ verified: boolean }>(
      'select verified_at is not null as verified from public.custom_domains where id = $1',
      [domain.id],
    );
    expect(rows).toEqual([{ verified: true }]);
  });

  it('refuses bad bodies and callers who cannot see the domain', async () => {
    expect((await verify({ domainId: 'nada' })).status).toBe(400);
    expect((await verify('x')).status).toBe(400);
    const stranger = await createAuthUser(functions.server.db);
    const theirs = await verify({ domainId: domain.id }, await functions.server.tokenFor(stranger));
    expect(theirs).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Domínio não encontrado.' },
    });
    expect((await verify({ domainId: domain.id }, functions.server.anonKey)).status).toBe(401);
  });
});
