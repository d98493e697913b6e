/**
 * The new cluster a server's first start unpacks (packages/server/src/db/new-cluster.ts) is the
 * one this PGlite's initdb makes: same server and catalog versions, same databases, roles and
 * settings. It fails after a PGlite upgrade until scripts/generate-pglite-cluster.ts runs again.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { newClusterFor } from '@qrlink/server/db/new-cluster';

const DESCRIBE = `
  select current_setting('server_version') as version,
         (select catalog_version_no from pg_control_system()) as catalog,
         current_setting('wal_segment_size') as wal_segment,
         current_setting('data_checksums') as checksums,
         current_setting('TimeZone') as time_zone,
         (select json_agg(json_build_object('name', datname, 'encoding', encoding,
            'collate', datcollate, 'ctype', datctype) order by datname) from pg_database) as databases,
         (select json_agg(rolname order by rolname) from pg_roles) as roles,
         (select count(*) from pg_proc) as functions`;

async function describeCluster(pglite: PGlite): Promise<unknown> {
  const { rows } = await pglite.query(DESCRIBE);
  await pglite.close();
  return rows[0];
}

describe('the new cluster of a first start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qrlink-new-cluster-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is what this PGlite initdb makes', async () => {
    const dataDir = join(dir, 'unpacked');
    const { loadDataDir } = await newClusterFor(dataDir);
    expect(loadDataDir).toBeDefined();
    const unpacked = await describeCluster(await PGlite.create({ dataDir, loadDataDir }));
    const made = await describeCluster(await PGlite.create({ dataDir: join(dir, 'initdb') }));
    expect(unpacked).toEqual(made);
    expect(unpacked).toMatchObject({ time_zone: 'UTC' });
  });

  it('is only for a directory without a cluster', async () => {
    const existing = join(dir, 'existing');
    mkdirSync(existing);
    writeFileSync(join(existing, 'PG_VERSION'), '18\n');
    expect(await newClusterFor(existing)).toEqual({});
  });
});
