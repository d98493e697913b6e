/**
 * The order Vitest starts test files in (vitest.config.ts). Vitest runs its projects one after
 * another in alphabetical order, and orders each project's files by their last run's durations,
 * which a fresh clone does not have (it falls back to file size). CI starts from a fresh clone,
 * so its longest files used to start last and ran alone on one core while the other sat idle:
 * the render project's 17 s after every integration file, the start command's 20-28 s among the
 * last integration files. The files measured as the longest (on this 2-core machine) start
 * first instead; every other file keeps Vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as measured in CI runs (seconds on the 2-core machine). */
const LONGEST_FILES = [
  'tests/integration/start-command.test.ts', // 20-28
  'tests/integration/bad-input-corpus.test.ts', // 23-29
  'tests/integration/redirect-durability.test.ts', // 14-22
  'packages/core/src/qr/design-render.test.ts', // 17-19
  'tests/integration/api-v1.test.ts', // 11-16
  'tests/integration/export-my-data.test.ts', // 13-16
  'supabase/tests/migrate.test.ts', // 10-13
  'tests/integration/redirect-cluster.test.ts', // 11-18
  'supabase/tests/visit-partitions.test.ts', // 8-11
];

function rank(file: TestSpecification): number {
  const index = LONGEST_FILES.findIndex((path) => file.moduleId.endsWith(path));
  return index === -1 ? LONGEST_FILES.length : index;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    // Array.prototype.sort is stable: files outside the list keep Vitest's order.
    return ordered.sort((a, b) => rank(a) - rank(b));
  }
}
