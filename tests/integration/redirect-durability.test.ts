/**
 * No scan is lost when the server is killed: the real start command serves a QR code under
 * load, is killed with SIGKILL in the middle, and is started again on the same data directory;
 * every 302 the clients received is then a row and a count (a request the server journalled
 * but whose answer the kill cut off may be recorded too: at most one per client). PGlite in
 * DATA_DIR, and PostgreSQL through DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES, emptyPostgresDatabase } from '../support/databases';
import { freePort } from '../support/free-port';

const ROOT = join(import.meta.dirname, '../..');
const CLIENTS = 16;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function start(env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env, SKIP_WEB_BUILD: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /health:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

describe.each(ENGINES)('redirects under SIGKILL (%s)', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-kill-'));
  let drop: (() => Promise<void>) | undefined;
  let running: ChildProcess | undefined;
  afterAll(async () => {
    running?.kill('SIGKILL');
    if (running) await exited(running);
    await drop?.();
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
    if (engine === 'postgres') {
      const database = await emptyPostgresDatabase('qrlink_kill');
      env.DATABASE_URL = database.url;
      drop = database.drop;
    }
    running = await start(env, url);
    const { supabaseAnonKey: apikey } = (await (await fetch(`${url}/app-config.json`)).json()) as {
      supabaseAnonKey: string;
    };
    const signup = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kill@example.com', password: 'segredo123' }),
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

    // Load from CLIENTS clients until the server dies under them.
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
    running.kill('SIGKILL');
    await load;
    await exited(running);

    running = await start(env, url);
    const scanCount = async () => {
      const response = await fetch(`${url}/rest/v1/qr_codes?id=eq.${id}&select=scan_count`, {
        headers: api,
      });
      return ((await response.json()) as [{ scan_count: number }])[0].scan_count;
    };
    await expect.poll(scanCount, { timeout: 15_000 }).toBeGreaterThanOrEqual(answered);
    const rows = await fetch(`${url}/rest/v1/qr_code_scans?qr_code_id=eq.${id}&select=id`, {
      method: 'HEAD',
      headers: { ...api, prefer: 'count=exact' },
    });
    const recorded = Number(rows.headers.get('content-range')?.split('/')[1]);
    const counted = await scanCount();
    console.log(`[${engine}] ${answered} redirects answered before SIGKILL; ${recorded} recorded`);
    expect(counted).toBe(recorded);
    expect(recorded).toBeGreaterThanOrEqual(answered);
    expect(recorded).toBeLessThanOrEqual(answered + CLIENTS);

    running.kill('SIGTERM');
    await exited(running);
    running = undefined;
  }, 180_000);
});
