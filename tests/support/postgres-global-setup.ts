/**
 * Vitest global setup for the integration project: gives every test file a real
 * PostgreSQL server next to PGlite, so migrations and RLS are proven on both engines.
 *
 * - TEST_DATABASE_URL set: use that server (it must allow CREATE DATABASE).
 * - otherwise: start a throwaway cluster from Debian's postgresql package (initdb in a temp
 *   dir, unix socket + random loopback port), and remove it afterwards.
 * Without either, the run fails loudly: a missing engine must never look like a pass.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import type {} from 'vitest';
import { freePort } from './free-port';
import { adminQuery, databaseUrl } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A database migrated and seeded once per run: test databases are copies of it. */
    postgresTemplate: string;
    /**
     * The one database of the throwaway cluster where pg_cron works (it is preloaded for that
     * database only), or null when the cluster is not ours (TEST_DATABASE_URL) or Debian's
     * pg_cron package is missing.
     */
    cronDatabase: string | null;
  }
}

/** The database pg_cron runs in: the one the hosted schedules are tested on. */
export const CRON_DATABASE = 'qrlink_cron';

export const TEMPLATE_DATABASE = 'qrlink_template';

/**
 * Migrates and seeds the template once (about 2 s), so that each test file's database is a
 * CREATE DATABASE ... TEMPLATE copy (a few hundred ms) instead of a migration of its own.
 */
async function createTemplate(serverUrl: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists ${TEMPLATE_DATABASE}`);
  await adminQuery(serverUrl, `create database ${TEMPLATE_DATABASE}`);
  const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, TEMPLATE_DATABASE) });
  try {
    await migrate(db, { seed: true });
  } finally {
    // A template must have no connection left for CREATE DATABASE ... TEMPLATE to copy it.
    await db.close();
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

/** initdb refuses to run as root: run the server binaries as the postgres user then. */
function asPostgres(cmd: string, args: string[]): [string, string[]] {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

let pgCtlStop: [string, string[]] | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) {
    await createTemplate(fromEnv);
    project.provide('postgresUrl', fromEnv);
    project.provide('postgresTemplate', TEMPLATE_DATABASE);
    project.provide('cronDatabase', null);
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
  const hasCron = existsSync(join(bin, '..', 'lib', 'pg_cron.so'));
  // pg_ctl -w waits until the server accepts connections; stop() below uses pg_ctl too, so
  // no signal has to cross runuser.
  const options = [
    `-p ${port}`,
    `-k ${dataDir}`,
    '-h 127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    // Hosted Supabase's scheduler, where Debian's postgresql-NN-cron is installed (.ci/run
    // installs it): preloaded for one database, so every other database sees it unusable.
    ...(hasCron
      ? ['-c shared_preload_libraries=pg_cron', `-c cron.database_name=${CRON_DATABASE}`]
      : []),
  ].join(' ');
  const [cmd, args] = asPostgres(join(bin, 'pg_ctl'), [
    'start',
    '-w',
    '-t',
    '60',
    '-D',
    pgdata,
    '-l',
    join(dataDir, 'server.log'),
    '-o',
    options,
  ]);
  try {
    execFileSync(cmd, args, { stdio: 'pipe' });
  } catch (error) {
    const log = existsSync(join(dataDir, 'server.log'))
      ? readFileSync(join(dataDir, 'server.log'), 'utf8')
      : '';
    throw new Error(`throwaway PostgreSQL did not start:\n${log}`, { cause: error });
  }
  pgCtlStop = asPostgres(join(bin, 'pg_ctl'), ['stop', '-m', 'fast', '-D', pgdata]);
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await createTemplate(serverUrl);
    // pg_cron's worker waits for its database; the schedules test migrates it.
    if (hasCron) await adminQuery(serverUrl, `create database ${CRON_DATABASE}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  project.provide('cronDatabase', hasCron ? CRON_DATABASE : null);
  return teardown;
}

async function teardown() {
  if (pgCtlStop) {
    try {
      execFileSync(pgCtlStop[0], pgCtlStop[1], { stdio: 'pipe' });
    } catch {
      // already stopped
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
