/**
 * No scan is lost when the server is killed: the real start command serves a QR code under
 * load, is killed with SIGKILL in the middle, and is started again on the same data directory;
 * every 302 the clients received is then a row and a count (a request the server journalled
 * but whose answer the kill cut off may be recorded too: at most one per client). PGlite in
 * DATA_DIR; PostgreSQL through DATABASE_URL in the two-instance case, whose killed instance is
 * the same kill and restart on PostgreSQL, with a survivor recording beside it.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { pgliteFromTemplate } from '../support/pglite-template';
import { exited, startCommand } from '../support/start-command';
import { IPHONE } from '../support/user-agents';

const CLIENTS = 16;

/** The start command, as a process to kill. */
async function start(env: Record<string, string>, url: string): Promise<ChildProcess> {
  return (await startCommand(env, url)).child;
}

/** CLIENTS clients request the code until `server` dies under them; returns the 302s seen. */
async function loadUntilKilled(url: string, id: string, server: ChildProcess): Promise<number> {
  let answered = 0;
  const client = async () => {
    for (;;) {
      try {
        const response = await fetch(`${url}/qr/${id}`, {
          redirect: 'manual',
          headers: { 'user-agent': IPHONE },
        });
        await response.arrayBuffer();
        if (response.status !== 302) throw new Error(`answered ${response.status}`);
        answered += 1;
      } catch {
        return;
      }
    }
  };
  const load = Promise.all(Array.from({ length: CLIENTS }, client));
  while (answered < 300) await new Promise((resolve) => setTimeout(resolve, 5));
  server.kill('SIGKILL');
  await load;
  return answered;
}

/**
 * Waits until the code's count reaches `atLeast`, then checks that rows and count agree and
 * returns them.
 */
async function recordedAfter(
  url: string,
  api: Record<string, string>,
  id: string,
  atLeast: number,
): Promise<number> {
  const scanCount = async () => {
    const response = await fetch(`${url}/rest/v1/qr_codes?id=eq.${id}&select=scan_count`, {
      headers: api,
    });
    return ((await response.json()) as [{ scan_count: number }])[0].scan_count;
  };
  await expect.poll(scanCount, { timeout: 15_000 }).toBeGreaterThanOrEqual(atLeast);
  const rows = await fetch(`${url}/rest/v1/qr_code_scans?qr_code_id=eq.${id}&select=id`, {
    method: 'HEAD',
    headers: { ...api, prefer: 'count=exact' },
  });
  const recorded = Number(rows.headers.get('content-range')?.split('/')[1]);
  expect(await scanCount()).toBe(recorded);
  return recorded;
}

/** A confirmed account (AUTH_AUTOCONFIRM) with one QR code, through the API. */
async function ownerWithCode(url: string, email: string) {
  const { supabaseAnonKey: apikey } = (await (await fetch(`${url}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const signup = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'segredo123' }),
  });
  const { access_token: token, user } = (await signup.json()) as {
    access_token: string;
    user: { id: string };
  };
  const api = { apikey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${url}/rest/v1/qr_codes`, {
    method: 'POST',
    headers: { ...api, prefer: 'return=representation' },
    body: JSON.stringify({ user_id: user.id, target_url: 'https://exemplo.com.br/cardapio' }),
  });
  const [{ id }] = (await created.json()) as [{ id: string }];
  return { api, id };
}

describe('one PGlite server, killed under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-kill-'));
  let running: ChildProcess | undefined;
  afterAll(async () => {
    running?.kill('SIGKILL');
    if (running) await exited(running);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records every answered redirect after a kill and a restart', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_AUTOCONFIRM: 'true',
    };
    // Already migrated (a first start is start-command.test.ts's): the run's template.
    await (await pgliteFromTemplate(join(dataDir, 'pglite'))).close();
    running = await start(env, url);
    const { api, id } = await ownerWithCode(url, 'kill@example.com');

    // Load from CLIENTS clients until the server dies under them.
    const answered = await loadUntilKilled(url, id, running);
    await exited(running);

    running = await start(env, url);
    const recorded = await recordedAfter(url, api, id, answered);
    console.log(`[pglite] ${answered} redirects answered before SIGKILL; ${recorded} recorded`);
    expect(recorded).toBeLessThanOrEqual(answered + CLIENTS);

    running.kill('SIGTERM');
    await exited(running);
    running = undefined;
  }, 180_000);
});

describe('two instances on one PostgreSQL, one killed under load', () => {
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'qrlink-two-')));
  let drop: (() => Promise<void>) | undefined;
  const running: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.map(exited));
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('loses no scan: the survivor keeps recording and the killed one replays on restart', async () => {
    const database = await emptyPostgresDatabase('qrlink_two_kill');
    drop = database.drop;
    const ports = [await freePort(), await freePort()];
    const urls = ports.map((port) => `http://127.0.0.1:${port}`);
    // Instances of one deployment share the database and the JWT secret, nothing else.
    const jwtSecret = randomBytes(32).toString('hex');
    const envs = dirs.map((dir, i) => ({
      JWT_SECRET: jwtSecret,
      DATA_DIR: dir,
      PORT: String(ports[i]),
      PUBLIC_URL: urls[i]!,
      AUTH_AUTOCONFIRM: 'true',
      DATABASE_URL: database.url,
    }));
    // One migrates the empty database first; the other finds it ready.
    running.push(await start(envs[0]!, urls[0]!));
    running.push(await start(envs[1]!, urls[1]!));
    const { api, id } = await ownerWithCode(urls[0]!, 'dois@example.com');

    // The survivor answers alongside, before and after the other one dies.
    let survivorAnswered = 0;
    let stop = false;
    const survivor = (async () => {
      while (!stop) {
        const response = await fetch(`${urls[1]}/qr/${id}`, {
          redirect: 'manual',
          headers: { 'user-agent': IPHONE },
        });
        await response.arrayBuffer();
        if (response.status === 302) survivorAnswered += 1;
      }
    })();
    const killedAnswered = await loadUntilKilled(urls[0]!, id, running[0]!);
    await exited(running[0]!);
    stop = true;
    await survivor;

    running[0] = await start(envs[0]!, urls[0]!);
    const answered = killedAnswered + survivorAnswered;
    const recorded = await recordedAfter(urls[1]!, api, id, answered);
    console.log(
      `[two instances] ${killedAnswered} + ${survivorAnswered} answered; ${recorded} recorded`,
    );
    expect(recorded).toBeLessThanOrEqual(answered + CLIENTS);
  }, 180_000);
});
