// Small helpers for the throwaway PostgreSQL server of the integration tests (or
// TEST_DATABASE_URL's): one statement on its own connection, and a database's address on it.
import pg from 'pg';

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

/** The address of `database` on the server that `serverUrl` points to. */
export function databaseUrl(serverUrl: string, database: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
