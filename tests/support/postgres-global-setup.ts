/**
 * Vitest global setup for the integration project: gives every test file a real
 * PostgreSQL server next to PGlite, so migrations and RLS are proven on both engines.
 *
 * - TEST_DATABASE_URL set: use that server (it must allow CREATE DATABASE).
 * - otherwise: start a throwaway cluster from Debian's postgresql package (initdb in a temp
 *   dir, unix socket + random loopback port), and remove it afterwards.
 * Without either, the run fails loudly: a missing engine must never look like a pass.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

/** initdb refuses to run as root: run the server binaries as the postgres user then. */
function asPostgres(cmd: string, args: string[]): [string, string[]] {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) {
    project.provide('postgresUrl', fromEnv);
    return;
  }
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found. Install Debian\'s "postgresql" package (bash .ci/run does) or set TEST_DATABASE_URL.',
    );
  }
  dataDir = mkdtempSync(join(tmpdir(), 'qrlink-pg-'));
  chmodSync(dataDir, 0o777);
  const pgdata = join(dataDir, 'data');
  const [initCmd, initArgs] = asPostgres(join(bin, 'initdb'), [
    '-D',
    pgdata,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const [cmd, args] = asPostgres(join(bin, 'postgres'), [
    '-D',
    pgdata,
    '-p',
    String(port),
    '-k',
    dataDir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 30_000;
  const isReady = join(bin, 'pg_isready');
  for (;;) {
    try {
      execFileSync(isReady, ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'pipe' });
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`throwaway PostgreSQL did not start:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGINT'); // fast shutdown
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
