// Writes a batch of items into a folder the user chose: each item makes one or more files (a
// code's PNG and SVG, one vCard). Asks once about names the folder already has, works on a
// few items at a time, reports progress, and stops at once when cancelled: what was written
// stays (each file whole), nothing half-written is left, nothing more is started.
import { join } from 'node:path';
import type { ExportProblem } from '@qrlink/ui/lib/platform/bridge-contract';
import type { FileSystem } from './file-system';
import {
  existingConflicts,
  planFolderWrites,
  type ExistingFilesChoice,
} from './plan-folder-writes';
import { nameKey } from './unique-names';
import { writeAtomically, writeFailureReason } from './write-atomically';

export interface FolderJob<T> {
  folder: string;
  items: readonly { item: T; names: readonly string[] }[];
  /** Names to keep free for a file written afterwards (the index). */
  reserved?: readonly string[];
  /** The contents of the item's files, in the order of its names. Throws to fail the item. */
  produce: (item: T) => Promise<readonly (Uint8Array | string)[]>;
}

export interface FolderJobContext {
  fs: FileSystem;
  /** Asked once when some names exist in the folder. */
  askAboutExisting: (names: readonly string[]) => Promise<ExistingFilesChoice>;
  signal: AbortSignal;
  onItemDone: (counts: FolderJobCounts) => void;
  concurrency: number;
}

export interface FolderJobCounts {
  done: number;
  total: number;
  written: number;
  skipped: number;
  failed: number;
}

export interface FolderJobResult<T> {
  status: 'completed' | 'cancelled';
  written: number;
  writtenItems: { item: T; names: string[] }[];
  skipped: ExportProblem[];
  failed: ExportProblem[];
}

const EXISTS_SKIPPED = 'Já existia na pasta (mantido).';

async function existingNames(fs: FileSystem, folder: string): Promise<Set<string>> {
  return new Set((await fs.readdir(folder)).map(nameKey));
}

export async function runFolderJob<T>(
  job: FolderJob<T>,
  context: FolderJobContext,
): Promise<FolderJobResult<T>> {
  const result: FolderJobResult<T> = {
    status: 'completed',
    written: 0,
    writtenItems: [],
    skipped: [],
    failed: [],
  };
  const existing = await existingNames(context.fs, job.folder);
  const reserved = job.reserved ?? [];
  const conflicts = existingConflicts(
    job.items.map((entry) => entry.names),
    existing,
  );
  const choice = conflicts.length > 0 ? await context.askAboutExisting(conflicts) : 'keep-both';
  if (choice === 'cancel') return { ...result, status: 'cancelled' };
  const plan = planFolderWrites(job.items, existing, choice, reserved);
  for (const skipped of plan.skipped) {
    for (const name of skipped.names) result.skipped.push({ item: name, reason: EXISTS_SKIPPED });
  }
  const counts: FolderJobCounts = {
    done: plan.skipped.length,
    total: job.items.length,
    written: 0,
    skipped: plan.skipped.length,
    failed: 0,
  };
  let next = 0;

  async function writeGroup(group: (typeof plan.groups)[number]): Promise<void> {
    let contents: readonly (Uint8Array | string)[];
    try {
      contents = await job.produce(group.item);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      for (const name of group.names) result.failed.push({ item: name, reason });
      counts.failed += 1;
      return;
    }
    const written: string[] = [];
    for (const [index, name] of group.names.entries()) {
      if (context.signal.aborted) return;
      try {
        await writeAtomically(context.fs, join(job.folder, name), contents[index] ?? '', {
          replace: group.replaces,
        });
        written.push(name);
        result.written += 1;
        counts.written += 1;
      } catch (error) {
        result.failed.push({ item: name, reason: writeFailureReason(error) });
        counts.failed += 1;
      }
    }
    if (written.length === group.names.length) {
      result.writtenItems.push({ item: group.item, names: written });
    }
  }

  async function lane(): Promise<void> {
    while (!context.signal.aborted) {
      const group = plan.groups[next];
      next += 1;
      if (!group) return;
      await writeGroup(group);
      if (context.signal.aborted) return;
      counts.done += 1;
      context.onItemDone({ ...counts });
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, context.concurrency) }, lane));
  if (context.signal.aborted) result.status = 'cancelled';
  return result;
}
