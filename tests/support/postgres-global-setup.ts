/**
 * Vitest global setup for the integration project: gives every test file a real
 * PostgreSQL server next to PGlite, so migrations and RLS are proven on both engines.
 *
 * - TEST_DATABASE_URL set: use that server (it must allow CREATE DATABASE).
 * - otherwise: start a throwaway cluster from Debian's postgresql package (initdb in a temp
 *   dir, unix socket + random loopback port), and remove it afterwards.
 * Without either, the run fails loudly: a missing engine must never look like a pass.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import type {} from 'vitest';
import {
  adminQuery,
  databaseUrl,
  databasesNamed,
  startThrowawayPostgres,
  TEST_DATABASE_PREFIX,
} from './postgres-server';

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

let stopCluster: (() => Promise<void>) | undefined;

export default async function setup(project: TestProject) {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) {
    await createTemplate(fromEnv);
    project.provide('postgresUrl', fromEnv);
    project.provide('postgresTemplate', TEMPLATE_DATABASE);
    project.provide('cronDatabase', null);
    // The workers keep their last copies for their next files (postgres-template.ts) until they
    // end; a throwaway cluster goes with them, a server of one's own keeps them: drop them.
    return async () => {
      for (const name of await databasesNamed(fromEnv, `${TEST_DATABASE_PREFIX}_`)) {
        await adminQuery(fromEnv, `drop database if exists ${name} with (force)`);
      }
    };
  }
  const cluster = await startThrowawayPostgres({ cronDatabase: CRON_DATABASE });
  stopCluster = cluster.stop;
  const { serverUrl, hasCron } = cluster;
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
  await stopCluster?.();
}
