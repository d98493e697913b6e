// Which name each file gets in the chosen folder. Names inside the batch never collide (a
// counter tells them apart); names that already exist in the folder are a question for the
// user, asked once for the whole batch: keep both (the new files get a counter), replace them,
// or skip those items.
import { firstFreeCounter, nameKey, withCounter } from './unique-names';

export type ExistingFilesChoice = 'keep-both' | 'replace' | 'skip' | 'cancel';

export interface PlannedGroup<T> {
  item: T;
  /** Final names, in the order of the group's desired names. */
  names: string[];
  /** True when at least one of them replaces a file already in the folder. */
  replaces: boolean;
}

export interface FolderPlan<T> {
  groups: PlannedGroup<T>[];
  /** Items left out because their files exist and the user chose to skip them. */
  skipped: { item: T; names: string[] }[];
}

/** How many of the batch's names (each deduplicated within the batch) the folder already has. */
export function existingConflicts(
  desired: readonly (readonly string[])[],
  existing: ReadonlySet<string>,
): string[] {
  const planned = plan(desired, new Set(), []);
  return planned.flat().filter((name) => existing.has(nameKey(name)));
}

function plan(
  desired: readonly (readonly string[])[],
  existing: ReadonlySet<string>,
  reserved: readonly string[],
): string[][] {
  const taken = new Set([...existing, ...reserved.map(nameKey)]);
  return desired.map((names) => {
    const counter = firstFreeCounter(names, taken);
    const final = names.map((name) => withCounter(name, counter));
    for (const name of final) taken.add(nameKey(name));
    return final;
  });
}

export function planFolderWrites<T>(
  items: readonly { item: T; names: readonly string[] }[],
  existing: ReadonlySet<string>,
  choice: Exclude<ExistingFilesChoice, 'cancel'>,
  /** Names that must stay free (the export's index file). */
  reserved: readonly string[] = [],
): FolderPlan<T> {
  const result: FolderPlan<T> = { groups: [], skipped: [] };
  const considered = choice === 'keep-both' ? existing : new Set<string>();
  const names = plan(
    items.map((entry) => entry.names),
    considered,
    reserved,
  );
  items.forEach((entry, index) => {
    const final = names[index] ?? [];
    const clash = final.some((name) => existing.has(nameKey(name)));
    if (clash && choice === 'skip') result.skipped.push({ item: entry.item, names: final });
    else result.groups.push({ item: entry.item, names: final, replaces: clash });
  });
  return result;
}
