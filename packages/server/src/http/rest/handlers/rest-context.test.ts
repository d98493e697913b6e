/**
 * A page that comes as bytes (PGlite's thread, Statement.utf8Columns) is sent as it is, and its
 * buffer is released only once the answer is out: the thread fills a released buffer with
 * another caller's page.
 */
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db, QueryResult, Statement } from '../../../db/database';
import { sendPage } from '../respond';
import { queryPage, type RestDeps } from './rest-context';

const IDENTITY = { role: 'authenticated' as const, claims: { role: 'authenticated', sub: 'u1' } };

/** A Db answering every transactionOf with `body` as the page; `release` as given. */
function fakeDb(body: string | Buffer, release?: Db['release']) {
  const asked: Statement[][] = [];
  const db = {
    engine: 'pglite',
    transactionOf: async (statements: readonly Statement[]) => {
      asked.push([...statements]);
      const settings: QueryResult<unknown> = { rows: [{}], rowCount: 1 };
      return [settings, { rows: [{ body, page_count: 1 }], rowCount: 1 }];
    },
    ...(release ? { release } : {}),
  } as unknown as Db;
  return { db, asked };
}

async function answer(db: Db) {
  const app = Fastify();
  const deps = { db } as RestDeps;
  app.get('/page', async (req, reply) => {
    const row = await queryPage(deps, req, IDENTITY, true, 'select 1', [], false);
    return sendPage(reply, row, { single: false, offset: 0 });
  });
  const response = await app.inject({ method: 'GET', url: '/page' });
  await app.close();
  return response;
}

describe('a page sent as bytes', () => {
  it('asks for the page as UTF-8, sends its bytes, and releases them once the answer is out', async () => {
    const bytes = Buffer.from('[{"cidade":"São Paulo"}]');
    let finishedWhenReleased: boolean | undefined;
    let raw: { writableFinished: boolean } | undefined;
    const release = vi.fn(() => {
      finishedWhenReleased = raw?.writableFinished;
    });
    const { db, asked } = fakeDb(bytes, release);
    const app = Fastify();
    app.get('/page', async (req, reply) => {
      raw = reply.raw;
      const row = await queryPage({ db } as RestDeps, req, IDENTITY, true, 'select 1', [], false);
      expect(release).not.toHaveBeenCalled();
      return sendPage(reply, row, { single: false, offset: 0 });
    });
    // Over a real socket: Node says an answer is out ('finish') once the system has all of it.
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/page`);
    expect(await response.json()).toEqual([{ cidade: 'São Paulo' }]);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await vi.waitFor(() => expect(release).toHaveBeenCalled());
    await app.close();

    expect(asked[0]![1]!.utf8Columns).toEqual(['body']);
    expect(release).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledWith(bytes);
    expect(finishedWhenReleased).toBe(true);
  });

  it('sends a page that came as a string as before, with nothing to release', async () => {
    const { db } = fakeDb('[{"n":1}]');
    const response = await answer(db);
    expect(response.json()).toEqual([{ n: 1 }]);
  });

  it('leaves bytes alone on an engine that lends none (no release)', async () => {
    const { db } = fakeDb(Buffer.from('[]'));
    const response = await answer(db);
    expect(response.json()).toEqual([]);
  });
});
