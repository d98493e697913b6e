/**
 * Fresh PGlite databases in about half a second: the first one is migrated and seeded the slow way
 * (initdb + migrations, 3-10 s on this machine), its data directory is dumped to a tarball in
 * the OS temp dir, and later ones (any test file, any run) start from that tarball. The file
 * name carries a hash of everything that shapes the schema, so a changed migration, bootstrap,
 * seed or PGlite version builds a new template instead of reusing a stale one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@qrlink/server/db/database';
import type { Db, OpenDatabaseOptions } from '@qrlink/server/db/database';
import { listMigrations, migrate } from '@qrlink/server/db/migrate';
import {
  lentToFile,
  readTemplateState,
  rewindToTemplate,
  type TemplateState,
} from './template-rewind';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PREFIX = 'qrlink-pglite-template-';

/**
 * How the tests' in-memory PGlite copies start. Each lives for one test file at most and holds
 * little, and the integration run opens dozens of them, so a start's CPU counts (measured on
 * this machine, Node 24, eight opens a run: 1.8-2.1 CPU-s per open before, 0.9-1.0 after):
 * - `shared_buffers` 8MB instead of 128MB: PGlite zeroes the whole pool at every start;
 * - `max_connections` 20 instead of 100: PGlite is one connection, and PostgreSQL sizes its
 *   shared memory (process slots, lock tables) by this number (0.76 -> 0.59 CPU-s per open);
 * - 1 MB WAL segments, and `min_wal_size` 2MB so the template's checkpoint keeps no spare
 *   segments: the template tarball, which every copy reads and unpacks, shrinks from 44 to 31 MB.
 */
const TEST_PGLITE: OpenDatabaseOptions = {
  pgliteSettings: { shared_buffers: '8MB', max_connections: '20', min_wal_size: '2MB' },
  pgliteWalSegmentMb: 1,
};
/** The template's own start: a checkpoint then keeps only the two segments min_wal_size asks for. */
const TEMPLATE_BUILD: OpenDatabaseOptions = {
  ...TEST_PGLITE,
  pgliteSettings: { ...TEST_PGLITE.pgliteSettings, max_wal_size: '4MB' },
};

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The engine's version: its data directory format may change between releases.
  hash.update(await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(await readFile(join(ROOT, 'packages/server/src/db/bootstrap.sql')));
  for (const m of await listMigrations()) hash.update(`${m.version}\n${m.sql}`);
  hash.update(await readFile(join(ROOT, 'supabase/seed.sql')));
  hash.update(JSON.stringify(TEMPLATE_BUILD));
  return hash.digest('hex').slice(0, 20);
}

async function saveTemplate(db: Db, file: string): Promise<void> {
  // Everything written so far into the data files: a copy then starts without replaying the
  // migrations' WAL (a sixth less CPU per fresh PGlite here, 1.47 s -> 1.23 s).
  await db.query('checkpoint');
  const dump = await db.dumpDataDir!();
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file); // atomic: parallel workers never read half a file
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && join(tmpdir(), name) !== file) {
      await rm(join(tmpdir(), name), { force: true });
    }
  }
}

/**
 * The template's file, and the template as a Blob when the file exists. The file name holds the
 * hash of every migration and the seed: a cached template is current. The Blob is backed by the
 * file: PGlite reads it whole in one go (40-80 ms for the 31 MB template here), where a Blob made
 * from bytes in memory hands them over in small chunks (185-320 ms).
 */
async function cachedTemplate(): Promise<{ file: string; blob: Blob | undefined }> {
  const file = join(tmpdir(), `${PREFIX}${await templateKey()}.tar`);
  try {
    return { file, blob: await openAsBlob(file) };
  } catch {
    return { file, blob: undefined }; // not built yet (openAsBlob throws for a missing file)
  }
}

/**
 * Closed copies, rewound to the template's state, that this worker's next test files get instead
 * of a new start (0.9-1.0 CPU-s a start here, 0.07 a rewind): at most two, so a worker holds little.
 */
const rewound: Db[] = [];
const KEPT_REWOUND = 2;
/** The template's state, read from this worker's first copy. */
let templateState: Promise<TemplateState> | undefined;

/** A new in-memory PGlite, migrated and seeded (or a rewound one: the same state). */
export async function freshPglite(): Promise<Db> {
  const kept = rewound.pop();
  if (kept) return lent(kept);
  const db = await templateCopy();
  templateState ??= readTemplateState(db);
  await templateState;
  return lent(db);
}

/** A copy of the template, which is built (and saved) first when there is none yet. */
async function templateCopy(): Promise<Db> {
  const { file, blob } = await cachedTemplate();
  if (blob) return openDatabase({ ...TEST_PGLITE, loadDataDir: blob });
  const db = await openDatabase(TEMPLATE_BUILD);
  await migrate(db, { seed: true });
  await saveTemplate(db, file);
  return db;
}

/** `db` lent to a test file: closing it rewinds it for the next file, or really closes it. */
function lent(db: Db): Db {
  return lentToFile(db, async () => {
    const state = await templateState;
    if (rewound.length < KEPT_REWOUND && state && (await rewindToTemplate(db, state))) {
      rewound.push(db);
    } else {
      await db.close();
    }
  });
}

/**
 * A PGlite on disk at `dataDir` (which must not exist yet), migrated and seeded from the
 * template: what a server's first start would have made, for servers the tests start. It opens
 * as the server opens its own (a thread of its own, the full buffer pool): the end-to-end
 * suite's server answers a browser's every request from it, on disk, where a small pool means
 * more reads.
 */
export async function pgliteFromTemplate(dataDir: string): Promise<Db> {
  let { blob } = await cachedTemplate();
  if (!blob) {
    await (await templateCopy()).close();
    blob = (await cachedTemplate()).blob!;
  }
  return openDatabase({ dataDir, loadDataDir: blob, thread: true });
}
