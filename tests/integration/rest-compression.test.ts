/**
 * The REST API compresses what a client accepts (http/rest/compress-answers.ts): brotli first,
 * then gzip, nothing for a client that asks for no encoding or for a small answer; the bytes
 * decode to the same JSON.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser, freshDatabase } from '../support/databases';
import { insertQrCode } from '../support/db-fixtures';
import { startTestServer, type TestServer } from './auth-test-server';

/** A raw GET (fetch would decode the body itself): status, headers and the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('REST answers compressed', () => {
  let server: TestServer;

  beforeAll(async () => {
    const db = await freshDatabase('pglite');
    server = await startTestServer('pglite', {}, { db });
    const owner = await createAuthUser(server.db);
    for (let i = 0; i < 3; i += 1) await insertQrCode(server.db, owner.id);
  });
  afterAll(async () => {
    await server?.stop();
    await server?.db.close();
  });

  const plans = (encoding?: string) =>
    rawGet(`${server.url}/rest/v1/plans?select=*&order=order.asc`, {
      apikey: server.anonKey,
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    });

  it('sends brotli, else gzip, each decoding to the plain answer', async () => {
    const plain = await plans();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString());
    expect(json.length).toBeGreaterThan(0);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await plans('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);

    const gzip = await plans('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
  });

  it('leaves a small answer as it is', async () => {
    const small = await rawGet(`${server.url}/rest/v1/plans?select=id&limit=1`, {
      apikey: server.anonKey,
      'accept-encoding': 'br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveLength(1);
  });
});
