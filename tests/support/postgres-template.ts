/**
 * The tests' PostgreSQL databases: copies of the template database that the run's global setup
 * migrated and seeded (postgres-global-setup.ts). A CREATE DATABASE from the template costs the
 * server 0.3-0.7 CPU-s here (mostly creating its 1,500 files), so a copy its test file closes is
 * rewound to the template's state (template-rewind.ts) and handed to the worker's next file,
 * as the PGlite copies are (pglite-template.ts). A copy that something still uses when its file
 * closes it (a server the file left running), or whose schema the file changed, is dropped.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import {
  adminQuery,
  copyDatabaseSettings,
  databaseUrl,
  TEST_DATABASE_PREFIX,
} from './postgres-server';
import {
  lentToFile,
  readTemplateState,
  rewindToTemplate,
  type TemplateState,
} from './template-rewind';

/** Rewound copies this worker hands to its next files: at most two, as with PGlite. */
const rewound: string[] = [];
const KEPT_REWOUND = 2;
/** The template's state, read from this worker's first copy. */
let templateState: Promise<TemplateState> | undefined;

/**
 * A new database on the throwaway PostgreSQL server, empty or a copy of `template` with the
 * template's own settings (CREATE DATABASE copies the data, not what ALTER DATABASE set, such as
 * the migrations' `jit = off`).
 */
export async function createPostgresDatabase(prefix: string, template?: string): Promise<string> {
  const serverUrl = inject('postgresUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!template) {
    await adminQuery(serverUrl, `create database ${name}`);
    return name;
  }
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  await copyDatabaseSettings(serverUrl, template, name);
  return name;
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await adminQuery(inject('postgresUrl'), `drop database if exists ${name} with (force)`);
}

/**
 * A migrated and seeded database (a rewound one: the same state), and its address for a
 * process of its own to connect to. Closing it hands it on or drops it.
 */
export async function freshPostgres(): Promise<{ db: Db; url: string }> {
  const name =
    rewound.pop() ??
    (await createPostgresDatabase(TEST_DATABASE_PREFIX, inject('postgresTemplate')));
  const url = databaseUrl(inject('postgresUrl'), name);
  const db = await openDatabase({ databaseUrl: url });
  templateState ??= readTemplateState(db);
  await templateState;
  return {
    url,
    db: lentToFile(db, async () => {
      await db.close();
      if (rewound.length < KEPT_REWOUND && (await rewindForReuse(url))) rewound.push(name);
      else await dropPostgresDatabase(name);
    }),
  };
}

/** Rewinds the database at `url` when nothing else uses it; false when it cannot be. */
async function rewindForReuse(url: string): Promise<boolean> {
  const state = await templateState;
  if (!state) return false;
  const db = await openDatabase({ databaseUrl: url });
  try {
    return (await aloneOn(db)) && (await rewindToTemplate(db, state));
  } finally {
    await db.close();
  }
}

/**
 * Whether this is the database's only connection. The file's own pool has just ended, and the
 * server ends its sessions a moment after the sockets close: a few short waits tell those apart
 * from a server the file left running, which would write into the next file's rows.
 */
async function aloneOn(db: Db): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { rows } = await db.query<{ others: number }>(
      `select count(*)::int as others from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if (rows[0]!.others === 0) return true;
    await sleep(20);
  }
  return false;
}
