/**
 * `npm start` for real: the command starts on a temp DATA_DIR and port, answers /health and
 * /app-config.json, stops cleanly on SIGTERM, and after a restart the data (accounts, the
 * JWT secret and so the anon key) is still there. PGlite in DATA_DIR, and PostgreSQL through
 * DATABASE_URL. It runs with its memory settings, and with V8's for little memory on LOW_MEMORY
 * (PGlite's WebAssembly never optimised among them).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ENGINES, emptyPostgresDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { startCommand, type StartedCommand } from '../support/start-command';

/** Node's flags of a started command's process, as it runs after re-executing itself. */
function nodeFlagsOf(started: StartedCommand): string[] {
  const commandLine = readFileSync(`/proc/${started.child.pid}/cmdline`, 'utf8').split('\0');
  return commandLine.slice(1, commandLine.indexOf('scripts/start.mjs'));
}

/** scripts/server-memory-settings.mjs re-executes the server on Node 22.15+ (Linux). */
const REEXECUTES = typeof (process as { execve?: unknown }).execve === 'function';

function stopCommand(started: StartedCommand): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.once('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

describe.each(ENGINES)('npm start (%s)', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-start-'));
  let dropDatabase: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, serves, stops on SIGTERM and keeps its data across a restart', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_AUTOCONFIRM: 'true',
      ADMIN_EMAIL: 'chefe@example.com',
    };
    if (engine === 'postgres') {
      const database = await emptyPostgresDatabase('qrlink_start');
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }

    const first = await startCommand(env, url);
    if (REEXECUTES) {
      expect(nodeFlagsOf(first)).toContain('--max-semi-space-size=8');
      expect(readFileSync(`/proc/${first.child.pid}/environ`, 'utf8')).toContain(
        'MALLOC_TRIM_THRESHOLD_=131072',
      );
    }
    expect(nodeFlagsOf(first)).not.toContain('--optimize-for-size');
    expect(first.output()).toMatch(/Administrador criado: chefe@example.com \/ senha: \S+/);
    expect(first.output()).toContain(`rodando em ${url}`);
    const config = await (await fetch(`${url}/app-config.json`)).json();
    expect(config.publicUrl).toBe(url);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const client = createClient(url, config.supabaseAnonKey, {
      realtime: { transport: WebSocket as never },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const email = `persist-${randomBytes(4).toString('hex')}@example.com`;
    expect((await client.auth.signUp({ email, password: 'segredo123' })).error).toBeNull();
    const adminPassword = /senha: (\S+)/.exec(first.output())![1]!;
    expect(await stopCommand(first)).toBe(0);
    expect(first.output()).toContain('Servidor encerrado.');

    // Without the tests' own --liftoff-only: LOW_MEMORY must give it.
    const second = await startCommand({ ...env, LOW_MEMORY: 'true' }, url, []);
    try {
      if (REEXECUTES) {
        expect(nodeFlagsOf(second)).toContain('--optimize-for-size');
        expect(nodeFlagsOf(second)).toContain('--liftoff-only');
        expect(nodeFlagsOf(second).join(' ')).not.toContain('--max-semi-space-size');
      } else {
        expect(second.output()).toContain('LOW_MEMORY=true precisa do Node 22.15');
      }
      if (engine === 'pglite') {
        // A second server on the same data directory would silently lose committed rows.
        const otherPort = await freePort();
        const refused = await startCommand(
          { ...env, PORT: String(otherPort) },
          `http://127.0.0.1:${otherPort}`,
        ).then(
          () => 'started',
          (error: Error) => error.message,
        );
        expect(refused).toMatch(/server exited early/);
        expect(refused).toMatch(/já está em uso por outro servidor \(PID \d+/);
      }
      expect(second.output()).not.toContain('Administrador criado');
      const again = await (await fetch(`${url}/app-config.json`)).json();
      expect(again.supabaseAnonKey).toBe(config.supabaseAnonKey);
      const signIn = await client.auth.signInWithPassword({ email, password: 'segredo123' });
      expect(signIn.error).toBeNull();
      const admin = await client.auth.signInWithPassword({
        email: 'chefe@example.com',
        password: adminPassword,
      });
      expect(admin.error).toBeNull();
      const { data: role } = await client
        .from('profiles')
        .select('role')
        .eq('id', admin.data.user!.id)
        .single();
      expect(role).toEqual({ role: 'admin' });
    } finally {
      expect(await stopCommand(second)).toBe(0);
    }
    // Two cold starts of a real process (tsx, PGlite, migrations) on a shared 2-core machine.
  }, 180_000);
});
