// Writes packages/server/src/db/new-cluster.tar.gz: a PGlite data directory as PGlite's initdb
// leaves it, which a server's first start unpacks instead of running initdb
// (packages/server/src/db/new-cluster.ts says why). Run it again after upgrading PGlite:
// tests/integration/pglite-new-cluster.test.ts fails while the file is another version's.
//
//   npx tsx scripts/generate-pglite-cluster.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NEW_CLUSTER_FILE } from '@qrlink/server/db/new-cluster';

const dir = mkdtempSync(join(tmpdir(), 'qrlink-new-cluster-'));
try {
  // initdb with PGlite's own parameters, as a server's first start ran it.
  const pglite = await PGlite.create({ dataDir: join(dir, 'pglite') });
  // Everything in the data files: the first start replays no WAL.
  await pglite.query('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  await pglite.close();
  writeFileSync(NEW_CLUSTER_FILE, Buffer.from(await tarball.arrayBuffer()));
  console.log(`${NEW_CLUSTER_FILE}: ${(tarball.size / 1024 ** 2).toFixed(1)} MB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
