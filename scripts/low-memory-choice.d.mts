// Types of low-memory-choice.mjs, a plain Node script (scripts/start.mjs runs it before any
// TypeScript can load), for its test (tests/integration/low-memory-choice.test.ts).

export const AUTOMATIC_BELOW_BYTES: number;

/** The memory this process may use: the machine's, or its control group's limit when lower. */
export function memoryLimitBytes(
  readText?: (path: string) => string,
  machineBytes?: number,
): number;

/** Whether LOW_MEMORY's settings apply, and whether only because memory is short. */
export function lowMemoryChoice(
  value: string | undefined,
  limitBytes: number,
): { on: boolean; automatic: boolean };
