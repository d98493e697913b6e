/**
 * A server's first start on PGlite unpacks a data directory as PGlite's initdb leaves it
 * (new-cluster.tar.gz, written by scripts/generate-pglite-cluster.ts) instead of running initdb.
 * PGlite's initdb runs a second PGlite and initdb's own WebAssembly beside the first: a first
 * start reached 540-580 MB even with LOW_MEMORY, and in a 512 MB container it was killed for
 * lack of memory, where every later start stays under 260 MB. Unpacked, a first start peaked at
 * 284-295 MB with LOW_MEMORY, and the unpacking takes under a second instead of two to three.
 *
 * Every installation's cluster then has the same system identifier, which only physical
 * replication reads (a PGlite has none).
 */
import { existsSync, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NEW_CLUSTER_FILE = fileURLToPath(new URL('./new-cluster.tar.gz', import.meta.url));

/** PGlite's loadDataDir for `dataDir`: the new cluster when nothing is there yet. */
export async function newClusterFor(dataDir: string): Promise<{ loadDataDir?: Blob }> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return {};
  return { loadDataDir: await openAsBlob(NEW_CLUSTER_FILE) };
}
