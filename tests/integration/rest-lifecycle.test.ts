/**
 * The server's life around the REST layer: the schema cache picks up objects created after
 * start, unknown paths stay PostgREST-shaped, and close() drains a request in flight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/databases';
import { startRestServer } from './rest-harness';
import type { RestServer } from './rest-harness';

describe.each(ENGINES)('/rest/v1 lifecycle (%s)', (engine) => {
  let server: RestServer;
  let closed = false;

  beforeAll(async () => {
    server = await startRestServer(engine);
  });
  afterAll(async () => {
    if (!closed) await server?.close();
  });

  it('finds a function created after start (schema cache reload on miss)', async () => {
    await server.db.query(
      `create function public.test_sleep(p_ms integer) returns integer language sql volatile
       as $$ select pg_sleep(p_ms / 1000.0); select p_ms $$`,
    );
    await server.db.query('grant execute on function public.test_sleep(integer) to anon');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await server.client().rpc('test_sleep', { p_ms: 1 });
    expect(res).toMatchObject({ data: 1, error: null });
  });

  it('answers unknown paths with a PostgREST error', async () => {
    const res = await server.rest('/a/b/c');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'PGRST125' });
  });

  it('close() lets a request in flight finish, then refuses new ones', async () => {
    // supabase-js builders are lazy: wrapping in an async function sends the request now.
    const slow = (async () => server.client().rpc('test_sleep', { p_ms: 700 }))();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closing = server.close();
    closed = true;
    expect(await slow).toMatchObject({ data: 700, error: null });
    await closing;
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
