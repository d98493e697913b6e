/**
 * Several instances of one deployment on one PostgreSQL, as the cluster test and bench:cluster
 * start them: each its data directory and loopback port, all of them the database and the JWT
 * secret (nothing else is shared), behind a proxy (TRUST_PROXY).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface Instances {
  /** "127.0.0.1:PORT" of each. */
  addresses: string[];
  envs: Array<Record<string, string>>;
  /** Deletes the data directories. */
  removeDirs: () => void;
}

export async function instancesOnOnePostgres(
  databaseUrl: string,
  count: number,
): Promise<Instances> {
  const dirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'qrlink-instance-')));
  const ports = await Promise.all(dirs.map(() => freePort()));
  const addresses = ports.map((port) => `127.0.0.1:${port}`);
  const jwtSecret = randomBytes(32).toString('hex');
  return {
    addresses,
    envs: dirs.map((dir, i) => ({
      JWT_SECRET: jwtSecret,
      DATA_DIR: dir,
      PORT: String(ports[i]),
      PUBLIC_URL: `http://${addresses[i]}`,
      AUTH_AUTOCONFIRM: 'true',
      TRUST_PROXY: 'true',
      DATABASE_URL: databaseUrl,
    })),
    removeDirs: () => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
