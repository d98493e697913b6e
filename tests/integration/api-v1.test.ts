/**
 * The REST API against the running server on both engines (/api/v1) and as the `api` Edge
 * Function under Deno on PostgreSQL (/functions/v1/api/v1, hosted Supabase): a key made in settings
 * (create_api_key) creates, lists, reads, changes and deletes QR codes and short links and reads
 * their stats, under the app's rules; a key reaches only its workspace's rows, within its scope
 * and its creator's role; a missing, forged or revoked key is refused; each key has its own
 * per-minute limit. Every answer is checked against the OpenAPI document the server serves,
 * itself checked as OpenAPI 3.1.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { createAuthUser } from '../support/databases';
import type { NewUser } from '../support/databases';
import { answerChecker, openApiProblems, type AnswerChecker } from '../support/openapi-answers';
import type { TestServer } from './auth-test-server';
import { startFunctions, TARGETS_AND_ENGINES, type FunctionsUnderTest } from './function-targets';

// A person's browser: node's own user agent counts as a robot.
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

describe.each(TARGETS_AND_ENGINES)('REST API (%s, %s)', (target, engine) => {
  let functions: FunctionsUnderTest;
  let server: TestServer;
  /** functions.apiUrl: the server's /api/v1, or the `api` function's. */
  let api: string;
  let db: Db;
  let ana: NewUser;
  let bruno: NewUser;
  let anaKey: { id: string; key: string };
  let brunoKey: { id: string; key: string };
  let checker: AnswerChecker;
  const checked = new Set<string>();

  async function createKey(
    user: NewUser,
    name: string,
    where: { p_workspace?: string; p_scope?: 'read_only' | 'read_write' } = {},
  ) {
    const response = await fetch(`${server.url}/rest/v1/rpc/create_api_key`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(user)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_name: name, ...where }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; key: string };
  }

  /** Calls the API and checks the answer against the document for this operation. */
  async function call(
    operationId: string,
    method: string,
    path: string,
    key: string | undefined,
    body?: unknown,
  ): Promise<Answer> {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    expect(checker.problems(operationId, response.status, text ? parsed : ''), path).toEqual([]);
    checked.add(`${operationId} ${response.status}`);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  beforeAll(async () => {
    functions = await startFunctions(target, { engine });
    ({ server } = functions);
    ({ db } = server);
    api = functions.apiUrl;
    ana = await createAuthUser(db);
    bruno = await createAuthUser(db);
    anaKey = await createKey(ana, 'Integração da Ana');
    brunoKey = await createKey(bruno, 'Bruno');
    const document = (await (await fetch(`${api}/openapi.json`)).json()) as never;
    expect(await openApiProblems(document)).toEqual([]);
    checker = answerChecker(document);
  });
  afterAll(async () => {
    await functions?.stop();
  });

  it('serves an OpenAPI 3.1 document of every operation, without a key', async () => {
    const response = await fetch(`${api}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; servers: { url: string }[] };
    expect(document.openapi).toBe('3.1.0');
    // On hosted Supabase, the project's address (SUPABASE_URL) serves the functions.
    expect(document.servers[0]!.url).toBe(
      target === 'self-hosted' ? api : `${server.url}/functions/v1/api/v1`,
    );
    expect(checker.operationIds().sort()).toEqual(
      [
        'createQrCode',
        'createShortLink',
        'deleteQrCode',
        'deleteShortLink',
        'getQrCode',
        'getQrCodeStats',
        'getShortLink',
        'getShortLinkStats',
        'listQrCodes',
        'listShortLinks',
        'updateQrCode',
        'updateShortLink',
      ].sort(),
    );
  });

  it('creates, reads, changes and deletes QR codes under the app rules', async () => {
    const created = await call('createQrCode', 'POST', '/qr-codes', anaKey.key, {
      target_url: 'exemplo.com.br/Cardápio',
      fg_color: '#112233',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      target_url: 'https://exemplo.com.br/Card%C3%A1pio',
      fg_color: '#112233',
      bg_color: '#ffffff',
      scan_count: 0,
      dynamic_url: `${server.url}/qr/${created.body.id as string}`,
    });
    const id = created.body.id as string;

    const refused = await call('createQrCode', 'POST', '/qr-codes', anaKey.key, {
      target_url: 'javascript:alert(1)',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_failed' });
    expect(refused.body.message).toMatch(/^Dados inválidos: /);
    // Where it leads is screened as at every other door.
    const phishing = await call('createQrCode', 'POST', '/qr-codes', anaKey.key, {
      target_url: 'https://itau-seguranca.com/login',
    });
    expect(phishing).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Este endereço não pode ser usado: ele imita um endereço de Itaú.',
      },
    });
    const unknownField = await call('createQrCode', 'POST', '/qr-codes', anaKey.key, {
      target_url: 'https://a.example',
      scan_count: 1000,
    });
    expect(unknownField.status).toBe(400);

    // The dashboard's own notification is written, as for a code made in the app.
    const { rows } = await db.query(
      'select 1 from public.notifications where related_qr_code_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);

    const read = await call('getQrCode', 'GET', `/qr-codes/${id}`, anaKey.key);
    expect(read.body).toEqual(created.body);
    const changed = await call('updateQrCode', 'PATCH', `/qr-codes/${id}`, anaKey.key, {
      target_url: 'https://exemplo.com.br/novo',
    });
    expect(changed.body).toMatchObject({
      id,
      target_url: 'https://exemplo.com.br/novo',
      fg_color: '#112233',
    });
    expect((await call('updateQrCode', 'PATCH', `/qr-codes/${id}`, anaKey.key, {})).status).toBe(
      400,
    );

    const list = await call('listQrCodes', 'GET', '/qr-codes?limit=1', anaKey.key);
    expect(list.body).toMatchObject({ total: 1, limit: 1, offset: 0 });
    expect((await call('listQrCodes', 'GET', '/qr-codes?limit=1000', anaKey.key)).status).toBe(400);

    // A scan through the real redirect shows in the stats.
    expect(
      (await fetch(`${server.url}/qr/${id}`, { redirect: 'manual', headers: BROWSER })).status,
    ).toBe(302);
    await server.flushVisits();
    const stats = await call('getQrCodeStats', 'GET', `/qr-codes/${id}/stats`, anaKey.key);
    expect(stats.body).toMatchObject({ visits: 1 });
    const badRange = await call(
      'getQrCodeStats',
      'GET',
      `/qr-codes/${id}/stats?from=2026-05-10&to=2026-05-01`,
      anaKey.key,
    );
    expect(badRange.status).toBe(400);

    expect((await call('deleteQrCode', 'DELETE', `/qr-codes/${id}`, anaKey.key)).status).toBe(204);
    expect((await call('getQrCode', 'GET', `/qr-codes/${id}`, anaKey.key)).status).toBe(404);
    expect((await call('getQrCode', 'GET', '/qr-codes/not-a-uuid', anaKey.key)).status).toBe(400);
  });

  it('reads a static code made in the studio, and refuses to give it a destination', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, content_type, content, payload)
       values ($1, 'text', '{"text":"Mesa 4"}', 'Mesa 4') returning id`,
      [ana.id],
    );
    const id = rows[0]!.id;
    const read = await call('getQrCode', 'GET', `/qr-codes/${id}`, anaKey.key);
    expect(read.body).toMatchObject({
      content_type: 'text',
      target_url: null,
      dynamic_url: null,
      payload: 'Mesa 4',
    });
    const refused = await call('updateQrCode', 'PATCH', `/qr-codes/${id}`, anaKey.key, {
      target_url: 'https://exemplo.com.br',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Um QR Code de conteúdo fixo não tem URL de destino.');
    expect((await call('deleteQrCode', 'DELETE', `/qr-codes/${id}`, anaKey.key)).status).toBe(204);
  });

  it('shortens links with the one alias namespace and reads their clicks', async () => {
    const alias = `promo-${Date.now()}`;
    const created = await call('createShortLink', 'POST', '/short-links', anaKey.key, {
      original_url: 'https://exemplo.com.br/uma/pagina/longa',
      custom_alias: alias,
      description: 'Campanha',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      custom_alias: alias,
      short_url: `${server.url}/s/${alias}`,
      click_count: 0,
    });
    expect(created.body.short_code).toMatch(/^[A-Za-z0-9]{6}$/);
    const id = created.body.id as string;

    const taken = await call('createShortLink', 'POST', '/short-links', brunoKey.key, {
      original_url: 'https://b.example',
      custom_alias: alias.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
    );
    const badAlias = await call('createShortLink', 'POST', '/short-links', anaKey.key, {
      original_url: 'https://b.example',
      custom_alias: 'com espaço',
    });
    expect(badAlias.status).toBe(400);
    expect(badAlias.body.details).toMatchObject({
      custom_alias: 'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.',
    });

    expect(
      (await fetch(`${server.url}/s/${alias}`, { redirect: 'manual', headers: BROWSER })).status,
    ).toBe(302);
    await server.flushVisits();
    const stats = await call('getShortLinkStats', 'GET', `/short-links/${id}/stats`, anaKey.key);
    expect(stats.body).toMatchObject({ visits: 1 });

    const cleared = await call('updateShortLink', 'PATCH', `/short-links/${id}`, anaKey.key, {
      custom_alias: null,
    });
    expect(cleared.body).toMatchObject({ custom_alias: null, description: 'Campanha' });
    expect(cleared.body.short_url).toBe(`${server.url}/s/${created.body.short_code as string}`);
    const list = await call('listShortLinks', 'GET', '/short-links', anaKey.key);
    expect(list.body).toMatchObject({ total: 1 });
    expect((await call('getShortLink', 'GET', `/short-links/${id}`, anaKey.key)).status).toBe(200);
    expect((await call('deleteShortLink', 'DELETE', `/short-links/${id}`, anaKey.key)).status).toBe(
      204,
    );
  });

  it("reaches only the key owner's rows", async () => {
    const mine = await call('createQrCode', 'POST', '/qr-codes', anaKey.key, {
      target_url: 'https://ana.example',
    });
    const id = mine.body.id as string;
    expect((await call('getQrCode', 'GET', `/qr-codes/${id}`, brunoKey.key)).status).toBe(404);
    expect(
      (await call('getQrCodeStats', 'GET', `/qr-codes/${id}/stats`, brunoKey.key)).status,
    ).toBe(404);
    expect(
      (
        await call('updateQrCode', 'PATCH', `/qr-codes/${id}`, brunoKey.key, {
          fg_color: '#000000',
        })
      ).status,
    ).toBe(404);
    expect((await call('deleteQrCode', 'DELETE', `/qr-codes/${id}`, brunoKey.key)).status).toBe(
      404,
    );
    const list = await call('listQrCodes', 'GET', '/qr-codes', brunoKey.key);
    expect(list.body).toMatchObject({ total: 0, data: [] });
    expect((await call('getQrCode', 'GET', `/qr-codes/${id}`, anaKey.key)).status).toBe(200);
  });

  it("acts for its workspace only, never beyond its scope or its creator's role", async () => {
    // Ana's team: Bruno edits, Carla reads.
    const carla = await createAuthUser(db);
    await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [ana.id]);
    const { rows } = await db.query<{ id: string }>(
      "insert into public.workspaces (name, created_by) values ('Agência', $1) returning id",
      [ana.id],
    );
    const team = rows[0]!.id;
    await db.query(
      `insert into public.workspace_members (workspace_id, user_id, role)
       values ($1, $2, 'owner'), ($1, $3, 'editor'), ($1, $4, 'viewer')`,
      [team, ana.id, bruno.id, carla.id],
    );
    const teamKey = await createKey(ana, 'Equipe', { p_workspace: team });
    const personal = await call('createQrCode', 'POST', '/qr-codes', anaKey.key, {
      target_url: 'https://ana.example/pessoal',
    });

    // Made with the team's key: in the team, where Bruno's key of the team finds it too.
    const made = await call('createQrCode', 'POST', '/qr-codes', teamKey.key, {
      target_url: 'https://ana.example/equipe',
    });
    expect(made.status).toBe(201);
    const [{ workspace_id }] = (
      await db.query<{ workspace_id: string }>(
        'select workspace_id from public.qr_codes where id = $1',
        [made.body.id],
      )
    ).rows as [{ workspace_id: string }];
    expect(workspace_id).toBe(team);
    // The team's key does not reach Ana's personal codes, though Ana does.
    expect(
      (await call('getQrCode', 'GET', `/qr-codes/${personal.body.id as string}`, teamKey.key))
        .status,
    ).toBe(404);
    expect((await call('listQrCodes', 'GET', '/qr-codes', teamKey.key)).body).toMatchObject({
      total: 1,
    });

    // Read only: reads, and a clear 403 for any write.
    const readOnly = await createKey(ana, 'Painel', { p_workspace: team, p_scope: 'read_only' });
    expect(
      (await call('getQrCode', 'GET', `/qr-codes/${made.body.id as string}`, readOnly.key)).status,
    ).toBe(200);
    const refused = await call(
      'updateQrCode',
      'PATCH',
      `/qr-codes/${made.body.id as string}`,
      readOnly.key,
      {
        fg_color: '#111111',
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'forbidden',
      message: 'Esta chave de API é somente leitura: ela não cria, altera nem exclui.',
    });

    // A key acts with its creator's role today: Carla's key writes nothing once she is Leitor.
    await db.query(
      "update public.workspace_members set role = 'admin' where workspace_id = $1 and user_id = $2",
      [team, carla.id],
    );
    const adminKey = await createKey(carla, 'Carla', { p_workspace: team });
    await db.query(
      "update public.workspace_members set role = 'viewer' where workspace_id = $1 and user_id = $2",
      [team, carla.id],
    );
    const asViewer = await call(
      'deleteQrCode',
      'DELETE',
      `/qr-codes/${made.body.id as string}`,
      adminKey.key,
    );
    expect(asViewer.status).toBe(403);
    expect(asViewer.body).toMatchObject({
      message: 'Quem criou esta chave é Leitor no espaço de trabalho dela: a chave só pode ler.',
    });
    expect((await call('listQrCodes', 'GET', '/qr-codes', adminKey.key)).status).toBe(200);

    // Removed from the team, her key opens nothing.
    await db.query(
      'delete from public.workspace_members where workspace_id = $1 and user_id = $2',
      [team, carla.id],
    );
    expect((await call('listQrCodes', 'GET', '/qr-codes', adminKey.key)).status).toBe(401);
  });

  it('refuses a missing, forged or revoked key', async () => {
    expect((await call('listQrCodes', 'GET', '/qr-codes', undefined)).status).toBe(401);
    const forged = `qrl_${'A'.repeat(32)}`;
    const refused = await call('listQrCodes', 'GET', '/qr-codes', forged);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'invalid_api_key' });
    // A user's session token is not an API key.
    expect((await call('listQrCodes', 'GET', '/qr-codes', await server.tokenFor(ana))).status).toBe(
      401,
    );

    const spare = await createKey(ana, 'Descartável');
    expect((await call('listQrCodes', 'GET', '/qr-codes', spare.key)).status).toBe(200);
    await fetch(`${server.url}/rest/v1/rpc/revoke_api_key`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(ana)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_id: spare.id }),
    });
    expect((await call('listQrCodes', 'GET', '/qr-codes', spare.key)).status).toBe(401);
  });

  it('limits each key to its own requests per minute', async () => {
    const limited = await createKey(bruno, 'Limitada');
    await db.query('update public.api_keys set rate_limit_per_minute = 3 where id = $1', [
      limited.id,
    ]);
    for (let i = 0; i < 3; i += 1) {
      const ok = await call('listShortLinks', 'GET', '/short-links', limited.key);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-ratelimit-limit')).toBe('3');
    }
    // Across operations: the limit is the key's, not the route's.
    const over = await call('listQrCodes', 'GET', '/qr-codes', limited.key);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited' });
    expect(over.body.message).toMatch(/^Limite de 3 requisições por minuto/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the same user is not affected.
    expect((await call('listQrCodes', 'GET', '/qr-codes', brunoKey.key)).status).toBe(200);
  });

  it('holds a key to its limit across server instances: the database counts', async () => {
    const shared = await createKey(bruno, 'Compartilhada');
    await db.query('update public.api_keys set rate_limit_per_minute = 5 where id = $1', [
      shared.id,
    ]);
    // Two more instances over the same database, as behind a load balancer.
    const twins = [await functions.sibling({}), await functions.sibling({})];
    try {
      const statuses: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const url of [api, ...twins.map((twin) => twin.apiUrl)]) {
          const response = await fetch(`${url}/short-links`, {
            headers: { authorization: `Bearer ${shared.key}` },
          });
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }
      // Each instance alone would have let all three of its requests through.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    } finally {
      for (const twin of twins) await twin.stop();
    }
  });

  it('refuses bodies that are not JSON with 415, and oversized ones with 413', async () => {
    const send = async (operationId: string, method: string, path: string, init: RequestInit) => {
      const response = await fetch(`${api}${path}`, {
        method,
        ...init,
        headers: { authorization: `Bearer ${anaKey.key}`, ...init.headers },
      });
      const body = (await response.json()) as Record<string, unknown>;
      expect(checker.problems(operationId, response.status, body), path).toEqual([]);
      return { status: response.status, body };
    };
    const created = await call('createShortLink', 'POST', '/short-links', anaKey.key, {
      original_url: 'https://exemplo.com.br/formatos',
    });
    const linkPath = `/short-links/${created.body.id as string}`;
    for (const [contentType, body] of [
      ['text/plain', '{"original_url":"https://exemplo.com.br"}'],
      ['text/plain;charset=UTF-8', 'olá'],
      ['application/x-www-form-urlencoded', 'original_url=https%3A%2F%2Fexemplo.com.br'],
    ] as const) {
      const post = await send('createShortLink', 'POST', '/short-links', {
        headers: { 'content-type': contentType },
        body,
      });
      expect(post, contentType).toMatchObject({
        status: 415,
        body: { code: 'unsupported_media_type' },
      });
      const patch = await send('updateShortLink', 'PATCH', linkPath, {
        headers: { 'content-type': contentType },
        body,
      });
      expect(patch.status, contentType).toBe(415);
    }
    const huge = await send('createShortLink', 'POST', '/short-links', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        original_url: 'https://exemplo.com.br',
        description: 'x'.repeat(20_000),
      }),
    });
    expect(huge).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });

  it('refuses NUL and lone surrogates in bodies and query parameters, in pt-BR', async () => {
    const refusal = {
      code: 'validation_failed',
      message: expect.stringContaining('caractere não permitido'),
    };
    // Escaped in the JSON text, as a client's JSON encoder writes them.
    for (const description of ['com\\u0000nulo', 'meio \\ud800 par', '\\udfff']) {
      const body = `{"original_url":"https://exemplo.com.br","description":"${description}"}`;
      const post = await fetch(`${api}/short-links`, {
        method: 'POST',
        headers: { authorization: `Bearer ${anaKey.key}`, 'content-type': 'application/json' },
        body,
      });
      expect(post.status, description).toBe(400);
      expect(await post.json()).toEqual(refusal);
    }
    const created = await call('createShortLink', 'POST', '/short-links', anaKey.key, {
      original_url: 'https://exemplo.com.br/texto',
    });
    const patch = await fetch(`${api}/short-links/${created.body.id as string}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${anaKey.key}`, 'content-type': 'application/json' },
      body: '{"description":"a\\u0000b"}',
    });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual(refusal);
    const qr = await call('createQrCode', 'POST', '/qr-codes', anaKey.key, {
      target_url: 'https://exemplo.com.br/qr',
    });
    const patchQr = await fetch(`${api}/qr-codes/${qr.body.id as string}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${anaKey.key}`, 'content-type': 'application/json' },
      body: '{"description":"\\u0000"}',
    });
    expect(patchQr.status).toBe(400);
    for (const query of ['?limit=1%00', '?offset=%00', '?x%00=1']) {
      const list = await call('listShortLinks', 'GET', `/short-links${query}`, anaKey.key);
      expect(list, query).toMatchObject({ status: 400, body: refusal });
    }
    const { rows } = await db.query(
      "select 1 from public.short_links where description like 'com%' or description like 'meio%'",
    );
    expect(rows).toEqual([]);
  });

  it('answers 429 to an address after 30 lookups of unknown keys in a minute', async () => {
    // An app of its own over the same database: its count starts at zero and blocks no other test.
    const limited = await functions.sibling({ apiKeyFailureRateLimitPerMinute: 30 });
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 120; i += 1) {
        const key = `qrl_${randomBytes(24).toString('base64url')}`;
        last = await fetch(`${limited.apiUrl}/qr-codes`, {
          headers: { authorization: `Bearer ${key}` },
        });
        statuses.push(last.status);
        if (i < 119) await last.arrayBuffer();
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(30);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
      const body = (await last!.json()) as Record<string, unknown>;
      expect(checker.problems('listQrCodes', 429, body)).toEqual([]);
      expect(body).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/^Muitas chaves de API inválidas/),
      });
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      // Blocked before any lookup: a good key from the same address waits too.
      const good = await fetch(`${limited.apiUrl}/qr-codes`, {
        headers: { authorization: `Bearer ${anaKey.key}` },
      });
      expect(good.status).toBe(429);
      // Another server instance (another address, as far as its count goes) is unaffected.
      expect((await call('listQrCodes', 'GET', '/qr-codes', anaKey.key)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });

  it('checked an answer of every operation against the document', () => {
    const operations = new Set([...checked].map((entry) => entry.split(' ')[0]));
    expect([...operations].sort()).toEqual(checker.operationIds().sort());
  });
});
