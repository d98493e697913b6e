// The PostgreSQL a benchmark runs on: DATABASE_URL when given (a database the bench may write
// to), otherwise a throwaway server like the tests' (its `postgres` database), stopped by `stop`.
import { startThrowawayPostgres } from '../tests/support/postgres-server';

export async function benchPostgres(): Promise<{ url: string; stop?: () => Promise<void> }> {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given };
  const cluster = await startThrowawayPostgres();
  return { url: cluster.serverUrl, stop: cluster.stop };
}
