// The PostgreSQL a benchmark runs on: DATABASE_URL when given (a database the bench may write
// to), otherwise a throwaway server from the test setup, stopped by `stop`.
import type { TestProject } from 'vitest/node';
import startThrowawayPostgres from '../tests/support/postgres-global-setup';

export async function benchPostgres(): Promise<{ url: string; stop?: () => Promise<void> }> {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given };
  let url = '';
  const project = { provide: (_key: string, value: string) => (url = value) };
  const stop = (await startThrowawayPostgres(
    project as unknown as TestProject,
  )) as () => Promise<void>;
  return { url, stop };
}
