/**
 * The REST API over PGlite in a thread of its own, as `npm start` runs it: a page's JSON crosses
 * from that thread as bytes, in buffers the thread fills again once their answer is sent
 * (packages/server/src/db/utf8-columns.mjs). Many answers at once, plain and compressed, each
 * holds its own caller's rows and nothing of another's, and every buffer goes back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { createAuthUser } from '../support/databases';
import { pgliteFromTemplate } from '../support/pglite-template';
import { startTestServer, type TestServer } from './auth-test-server';

const CODES_EACH = 40;

/** A raw GET: the bytes as sent, decompressed when they came compressed. */
function getJson(url: string, headers: Record<string, string>) {
  return new Promise<{ encoding: unknown; json: unknown }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
        resolve({ encoding, json: JSON.parse(text) });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('REST pages over PGlite in its thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qrlink-rest-thread-'));
  let db: Db;
  let server: TestServer;
  let released = 0;
  const owners: Array<{ headers: Record<string, string>; urls: string[] }> = [];

  beforeAll(async () => {
    db = await pgliteFromTemplate(join(dir, 'pglite'));
    const release = db.release!.bind(db);
    db.release = (bytes) => {
      released += 1;
      release(bytes);
    };
    server = await startTestServer('pglite', {}, { db });
    for (const label of ['ana', 'bruno']) {
      const owner = await createAuthUser(db);
      const urls = Array.from(
        { length: CODES_EACH },
        (_, i) => `https://exemplo.com.br/cardápio-${label}/${String(i).padStart(2, '0')}`,
      );
      await db.query(
        'insert into public.qr_codes (user_id, target_url) select $1, unnest($2::text[])',
        [owner.id, urls],
      );
      const token = await server.tokenFor(owner);
      owners.push({ headers: { apikey: server.anonKey, authorization: `Bearer ${token}` }, urls });
    }
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers many callers at once, each with its own rows, and hands every page's buffer back", async () => {
    const rounds = 30;
    const answers = await Promise.all(
      Array.from({ length: rounds * owners.length }, (_, n) => {
        const owner = owners[n % owners.length]!;
        return getJson(`${server.url}/rest/v1/qr_codes?select=target_url&order=target_url`, {
          ...owner.headers,
          // Every third one compressed: brotli reads the page's bytes after the handler returned.
          ...(n % 3 === 0 ? { 'accept-encoding': 'br' } : {}),
        }).then((answer) => ({ answer, owner }));
      }),
    );
    for (const { answer, owner } of answers) {
      expect((answer.json as Array<{ target_url: string }>).map((row) => row.target_url)).toEqual(
        owner.urls,
      );
    }
    expect(answers.filter(({ answer }) => answer.encoding === 'br')).toHaveLength(20);
    // Each page's buffer goes back once its answer is out (on 'finish', which may come just
    // after the client has read the end).
    await vi.waitFor(() => expect(released).toBe(rounds * owners.length));
  });

  it("sends a page larger than the thread's buffers whole to a slow client while others come and go", async () => {
    const owner = await createAuthUser(db);
    // 1,000 codes (the most a page holds) with 1.9-KB addresses, each read four times over:
    // about 7.6 MB, more than the socket takes at once, so the server is still writing the page
    // while the client waits before reading it.
    const urls = Array.from(
      { length: 1_000 },
      (_, i) =>
        `https://exemplo.com.br/cardápio-longo/${String(i).padStart(4, '0')}/${'x'.repeat(1_900)}`,
    );
    await db.query(
      'insert into public.qr_codes (user_id, target_url) select $1, unnest($2::text[])',
      [owner.id, urls],
    );
    const headers = {
      apikey: server.anonKey,
      authorization: `Bearer ${await server.tokenFor(owner)}`,
    };
    const select = 'a:target_url,b:target_url,c:target_url,d:target_url';
    const slow = new Promise<Array<Record<string, string>>>((resolve, reject) => {
      request(
        `${server.url}/rest/v1/qr_codes?select=${select}&order=target_url`,
        { headers },
        (response) => {
          response.pause();
          setTimeout(() => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
            response.resume();
          }, 500);
        },
      )
        .on('error', reject)
        .end();
    });
    // Meanwhile other answers come and go, each message to the thread taking back what was
    // released.
    for (let i = 0; i < 20; i += 1) {
      const { json } = await getJson(
        `${server.url}/rest/v1/qr_codes?select=target_url&order=target_url`,
        owners[i % owners.length]!.headers,
      );
      expect(json).toHaveLength(CODES_EACH);
    }
    const page = await slow;
    expect(page.map((row) => [row.a, row.b, row.c, row.d])).toEqual(
      urls.map((url) => [url, url, url, url]),
    );
  });
});
