/**
 * Bad input never gets a 500: a corpus of malformed bodies (deep nesting, wrong types, huge
 * strings, invalid UTF-8, NUL, wrong content types, truncated JSON) sent to every route the
 * server registers, anonymously and as a user, on both engines. Each answer must be a 4xx (or a
 * success that changed nothing harmful) and must not leak internal error codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, type FakeWebDist } from '../support/fake-web-dist';
import type { Db } from '@qrlink/server/db/database';
import { asRole, createAuthUser, ENGINES, freshDatabase, userCaller } from '../support/databases';
import { startTestServer, type TestServer } from './auth-test-server';

interface BadBody {
  name: string;
  contentType: string;
  body: string | Blob;
}

const deepArrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObjects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

/** Every text field some route reads, valid but for `bad` (a JSON escape) in each. */
function textFieldsWith(bad: string): string {
  const text = (value: string) => `"${value}${bad}"`;
  return `{${[
    `"email":"nul-${Math.random().toString(36).slice(2)}@b.co"`,
    '"password":"secret12"',
    `"data":{"full_name":${text('Ana')}}`,
    `"plan_id":${text('basico')}`,
    '"cycle":"monthly"',
    `"name":${text('Ana')}`,
    `"subject":${text('Assunto')}`,
    `"message":${text('Uma mensagem longa o bastante')}`,
    `"p_email":${text('a@b.co')}`,
    `"p_name":${text('chave')}`,
    `"prefixes":[${text('algo/arquivo.png')}]`,
    `"refresh_token":${text('x')}`,
    `"type":${text('signup')}`,
  ].join(',')}}`;
}

const CORPUS: BadBody[] = [
  { name: '10,000 nested arrays', contentType: 'application/json', body: deepArrays },
  { name: '5,000 nested objects', contentType: 'application/json', body: deepObjects },
  {
    name: 'nesting inside known fields',
    contentType: 'application/json',
    body: `{"email":"a@b.co","password":"secret1","data":${deepArrays},"p_email":${deepArrays},"target_url":${deepArrays}}`,
  },
  {
    name: 'wrong types',
    contentType: 'application/json',
    body: '{"email":123,"password":[],"data":"x","p_email":{"a":1},"target_url":false,"user_id":7}',
  },
  { name: 'an array', contentType: 'application/json', body: '[1,"a",null]' },
  { name: 'a bare string', contentType: 'application/json', body: '"text"' },
  { name: 'null', contentType: 'application/json', body: 'null' },
  { name: 'truncated JSON', contentType: 'application/json', body: '{"email": "a@b.co", ' },
  {
    name: 'a huge string',
    contentType: 'application/json',
    body: JSON.stringify({ email: `${'a'.repeat(900_000)}@b.co`, p_email: 'x'.repeat(900_000) }),
  },
  {
    name: 'a NUL character',
    contentType: 'application/json',
    body: '{"email":"a\\u0000@b.co","p_email":"a\\u0000@b.co","name":"\\u0000"}',
  },
  // Each text field the routes read, escaped as JSON encoders write them; the other fields valid,
  // so the text reaches as far as it can (these used to reach Postgres and answer 500).
  {
    name: 'a NUL in every text field',
    contentType: 'application/json',
    body: textFieldsWith('\\u0000'),
  },
  {
    name: 'a lone surrogate in every text field',
    contentType: 'application/json',
    body: textFieldsWith('\\ud800'),
  },
  {
    name: "a NUL in the REST API's text fields",
    contentType: 'application/json',
    body: '{"original_url":"https://exemplo.com.br","target_url":"https://exemplo.com.br","description":"a\\u0000b"}',
  },
  {
    name: "a lone surrogate in the REST API's text fields",
    contentType: 'application/json',
    body: '{"original_url":"https://exemplo.com.br","target_url":"https://exemplo.com.br","description":"a\\udc00b"}',
  },
  {
    name: 'a NUL in a key',
    contentType: 'application/json',
    body: '{"email":"a@b.co","password":"secret12","data":{"full\\u0000name":"A"},"p\\u0000":1}',
  },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    body: new Blob([
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    ]),
  },
  { name: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { name: 'form encoded', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', body: 'x' },
  { name: 'XML', contentType: 'application/xml', body: '<a>1</a>' },
  {
    name: 'over the body limit',
    contentType: 'application/json',
    body: `"${'x'.repeat(3_000_000)}"`,
  },
];

const PARAM_VALUES: Record<string, string> = {
  // an existing-looking id, so the API's bodies are read (a malformed id is refused first)
  id: '00000000-0000-4000-8000-000000000000',
  table: 'qr_codes',
  fn: 'check_if_email_exists',
  bucket: 'qr_logos',
};

/** A concrete path for a route pattern (`/rest/v1/:table`, `/storage/v1/object/:bucket/*`). */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => PARAM_VALUES[name] ?? 'x')
    .replace(/\*$/, 'algo/arquivo.png');
}

const LEAKS = /ERR_[A-Z_]+|FST_[A-Z_]+|RangeError|stack size|\.ts:\d+|node_modules/;

describe.each(ENGINES)('bad input on every route (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let web: FakeWebDist;
  let userToken: string;
  let apiKey: string;

  beforeAll(async () => {
    web = fakeWebDist();
    db = await freshDatabase(engine);
    // Payments configured (an address nothing answers at): a malformed body must be refused
    // before Mercado Pago would ever be asked. Unconfigured, those routes answer 503 at once.
    const mercadoPago = { accessToken: 'x', webhookSecret: 'y', apiUrl: 'http://127.0.0.1:9' };
    server = await startTestServer(engine, { mercadoPago }, { db, webDistDir: web.dir });
    const user = await createAuthUser(db);
    userToken = await server.tokenFor(user);
    // The REST API's routes also get the corpus past their key check, with a key of this user
    // whose limit the corpus cannot reach.
    const { rows } = await asRole(db, userCaller(user), (tx) =>
      tx.query<{ k: { id: string; key: string } }>("select public.create_api_key('corpus') as k"),
    );
    apiKey = rows[0]!.k.key;
    await db.query('update public.api_keys set rate_limit_per_minute = 10000 where id = $1', [
      rows[0]!.k.id,
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    web?.remove();
  });

  it('answers every malformed body with a 4xx and a clean message, never a 500', async () => {
    const targets = server.routes.filter(
      (route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method),
    );
    expect(targets.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let sent = 0;
    for (const route of targets) {
      for (const bad of CORPUS) {
        const bearers = route.url.startsWith('/api/v1/')
          ? [server.anonKey, userToken, apiKey]
          : [server.anonKey, userToken];
        for (const bearer of bearers) {
          const response = await fetch(`${server.url}${concretePath(route.url)}`, {
            method: route.method,
            headers: {
              apikey: server.anonKey,
              authorization: `Bearer ${bearer}`,
              'content-type': bad.contentType,
            },
            body: bad.body,
          });
          const text = await response.text();
          sent += 1;
          if (response.status >= 500 || LEAKS.test(text)) {
            failures.push(
              `${route.method} ${route.url} with ${bad.name}: ${response.status} ${text.slice(0, 160)}`,
            );
          }
        }
      }
    }
    console.log(`[${engine}] bad-input corpus: ${sent} requests on ${targets.length} routes`);
    expect(failures).toEqual([]);
  });

  it('refuses deep nesting with a clear 400 on the paths that used to crash', async () => {
    const post = (path: string, body: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          'content-type': 'application/json',
        },
        body,
      });
    const rpc = await post('/rest/v1/rpc/check_if_email_exists', `{"p_email":${deepArrays}}`);
    expect(rpc.status).toBe(400);
    expect(await rpc.json()).toMatchObject({
      code: 'PGRST102',
      message: expect.stringContaining('nested'),
    });
    expect((await post('/rest/v1/qr_codes', deepArrays)).status).toBe(400);
    const signup = await post(
      '/auth/v1/signup',
      `{"email":"a@b.co","password":"secret1","data":${deepArrays}}`,
    );
    expect(signup.status).toBe(400);
    expect(await signup.json()).toMatchObject({ msg: expect.stringContaining('nested') });
  });

  it('answers NUL and lone surrogates in query strings of every route with a 4xx, never a 500', async () => {
    const queries = [
      '?select=id%00&id=eq.%00&limit=%00&redirect_to=%00&token=%00&type=%00&data.id=%00',
      '?select=*&or=(id.eq.%00)&p_email=a%00%40b.co&x%00=1',
      // %ED%A0%80 is a UTF-8-encoded lone surrogate: decoders turn it into U+FFFD, never into one
      '?target_url=eq.%ED%A0%80&q=%ED%A0%80',
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const route of server.routes.filter((r) => r.method !== 'OPTIONS')) {
      for (const query of queries) {
        const response = await fetch(`${server.url}${concretePath(route.url)}${query}`, {
          method: route.method,
          headers: { apikey: server.anonKey, authorization: `Bearer ${userToken}` },
        });
        const text = await response.text();
        sent += 1;
        if (response.status >= 500 || LEAKS.test(text)) {
          failures.push(
            `${route.method} ${route.url}${query}: ${response.status} ${text.slice(0, 160)}`,
          );
        }
      }
    }
    console.log(`[${engine}] query corpus: ${sent} requests`);
    expect(failures).toEqual([]);
  });

  it("refuses NUL and lone surrogates with a pt-BR 400 in each API's shape", async () => {
    const send = (path: string, init: RequestInit & { bearer?: string } = {}) =>
      fetch(`${server.url}${path}`, {
        method: init.method ?? 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${init.bearer ?? userToken}`,
          'content-type': 'application/json',
        },
        body: init.body,
      });
    const message = expect.stringContaining('caractere não permitido');

    // /rest/v1: PostgREST's shape, PGRST102 in a body, PGRST100 in a query value
    const insert = await send('/rest/v1/qr_codes', {
      body: '{"target_url":"https://a.b/\\ud800"}',
    });
    expect([insert.status, await insert.json()]).toEqual([
      400,
      { code: 'PGRST102', message, details: null, hint: null },
    ]);
    for (const path of [
      '/rest/v1/qr_codes?select=id&target_url=eq.%00',
      '/rest/v1/qr_codes?select=id&or=(target_url.eq.a%00)',
      '/rest/v1/rpc/check_if_email_exists?p_email=a%00%40b.co',
    ]) {
      const read = await send(path, { method: 'GET' });
      expect([path, read.status, await read.json()]).toEqual([
        path,
        400,
        { code: 'PGRST100', message, details: null, hint: null },
      ]);
    }

    // /auth/v1: GoTrue's shape
    const signup = await send('/auth/v1/signup', {
      bearer: server.anonKey,
      body: `{"email":"nul-${Date.now()}@b.co","password":"secret12","data":{"full_name":"A\\u0000"}}`,
    });
    expect([signup.status, await signup.json()]).toEqual([
      400,
      { code: 400, error_code: 'validation_failed', msg: message },
    ]);
    const verify = await send('/auth/v1/verify?token=%00&type=signup&redirect_to=%00', {
      method: 'GET',
    });
    expect(verify.status).toBe(400);
    expect(await verify.json()).toMatchObject({ error_code: 'validation_failed', msg: message });

    // functions: {code, message}
    const checkout = await send('/functions/v1/checkout', {
      body: '{"plan_id":"basico\\u0000","cycle":"monthly"}',
    });
    expect([checkout.status, await checkout.json()]).toEqual([
      400,
      { code: 'validation_failed', message },
    ]);
    const contact = await send('/functions/v1/contact', {
      body: '{"name":"Ana","email":"a@b.co","subject":"Oi","message":"Uma mensagem \\udfff longa"}',
    });
    expect([contact.status, await contact.json()]).toEqual([
      400,
      { code: 'validation_failed', message },
    ]);

    // /storage/v1: Storage's shape
    const remove = await send('/storage/v1/object/qr_logos', {
      method: 'DELETE',
      body: '{"prefixes":["a\\u0000.png"]}',
    });
    expect([remove.status, await remove.json()]).toEqual([
      400,
      { statusCode: '400', error: 'InvalidRequest', message },
    ]);
  });

  it('bounds a select list with a PostgREST 400, and a list Postgres cannot take is never a 500', async () => {
    const read = (select: string) =>
      fetch(`${server.url}/rest/v1/qr_codes?select=${select}`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${userToken}` },
      });
    // The request of the report: 2,000 columns, which Postgres refuses (54011) past 1,664.
    const tooMany = await read(Array.from({ length: 2000 }, () => 'id').join(','));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      code: 'PGRST100',
      message: expect.stringMatching(/^O parâmetro select/),
    });
    const manyShort = await read(Array.from({ length: 101 }, (_, i) => `c${i}:id`).join(','));
    expect(manyShort.status).toBe(400);
    expect(await manyShort.json()).toMatchObject({
      code: 'PGRST100',
      message: expect.stringContaining('no máximo 100 colunas e recursos incorporados'),
    });
    const hundred = await read(Array.from({ length: 100 }, (_, i) => `c${i}:id`).join(','));
    expect(hundred.status).toBe(200);
    // 100 stars are 100 items, but thousands of columns for Postgres (54011): 413 as PostgREST.
    const stars = await read(Array.from({ length: 100 }, () => '*').join(','));
    expect(stars.status).toBe(413);
    expect(await stars.json()).toMatchObject({ code: '54011' });
  });
});
