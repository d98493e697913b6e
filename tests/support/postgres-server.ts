// The throwaway PostgreSQL server of the tests (or TEST_DATABASE_URL's): starting one, one
// statement on its own connection, and a database's address on it.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/** The names of the tests' databases start with this (the global setup drops leftovers). */
export const TEST_DATABASE_PREFIX = 'qrlink_test';

/** Runs one statement (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The databases on the server whose names start with `prefix`. */
export async function databasesNamed(serverUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

/** Gives `to` the settings ALTER DATABASE gave `from` (`jit = off`, from a migration). */
export async function copyDatabaseSettings(serverUrl: string, from: string, to: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; value: string }>(
      `select split_part(setting, '=', 1) as name, substr(setting, strpos(setting, '=') + 1) as value
         from pg_db_role_setting s, unnest(s.setconfig) as setting
        where s.setrole = 0 and s.setdatabase = (select oid from pg_database where datname = $1)`,
      [from],
    );
    for (const { name, value } of rows) {
      await client.query(
        `alter database ${pg.escapeIdentifier(to)} set ${pg.escapeIdentifier(name)} = ${pg.escapeLiteral(value)}`,
      );
    }
  } finally {
    await client.end();
  }
}

/** The address of `database` on the server that `serverUrl` points to. */
export function databaseUrl(serverUrl: string, database: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
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

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  serverUrl: string;
  /** Whether pg_cron is preloaded (for `cronDatabase` only). */
  hasCron: boolean;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of Debian's postgresql package in a temporary folder (initdb, a unix
 * socket and a free loopback port), tuned for tests (no fsync). Fails loudly when the package
 * is missing: a missing engine must never look like a pass.
 */
export async function startThrowawayPostgres(
  options: { cronDatabase?: string } = {},
): Promise<ThrowawayPostgres> {
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found. Install Debian\'s "postgresql" package (bash .ci/run does) or set TEST_DATABASE_URL.',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-pg-'));
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
  const hasCron = Boolean(options.cronDatabase) && existsSync(join(bin, '..', 'lib', 'pg_cron.so'));
  // pg_ctl -w waits until the server accepts connections; stop() below uses pg_ctl too, so
  // no signal has to cross runuser.
  const settings = [
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
      ? ['-c shared_preload_libraries=pg_cron', `-c cron.database_name=${options.cronDatabase}`]
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
    settings,
  ]);
  try {
    execFileSync(cmd, args, { stdio: 'pipe' });
  } catch (error) {
    const log = existsSync(join(dataDir, 'server.log'))
      ? readFileSync(join(dataDir, 'server.log'), 'utf8')
      : '';
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`throwaway PostgreSQL did not start:\n${log}`, { cause: error });
  }
  const [stopCmd, stopArgs] = asPostgres(join(bin, 'pg_ctl'), ['stop', '-m', 'fast', '-D', pgdata]);
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    hasCron,
    async stop() {
      try {
        execFileSync(stopCmd, stopArgs, { stdio: 'pipe' });
      } catch {
        // already stopped
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
