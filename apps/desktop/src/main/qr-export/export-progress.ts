// The export's progress as the renderer shows it: counts, and the time left estimated from the
// pace so far (none until a few items are done: the first ones include start-up costs).
import type { ExportProgress } from '@qrlink/ui/lib/platform/bridge-contract';

const MIN_ITEMS_FOR_ESTIMATE = 3;

function estimateRemainingMs(done: number, total: number, elapsedMs: number): number | null {
  if (done < MIN_ITEMS_FOR_ESTIMATE || done >= total) return done >= total ? 0 : null;
  return Math.round((elapsedMs / done) * (total - done));
}

export interface ProgressCounts {
  done: number;
  total: number;
  written: number;
  skipped: number;
  failed: number;
}

export function progressOf(counts: ProgressCounts, elapsedMs: number): ExportProgress {
  return {
    ...counts,
    elapsedMs: Math.round(elapsedMs),
    remainingMs: estimateRemainingMs(counts.done, counts.total, elapsedMs),
  };
}

/** Calls `send` at most every `intervalMs`, and always for the last update (`flush`). */
export function throttled<T>(send: (value: T) => void, intervalMs: number, now: () => number) {
  let last = -Infinity;
  let latest: T | null = null;
  return {
    push(value: T) {
      latest = value;
      if (now() - last >= intervalMs) {
        last = now();
        send(value);
        latest = null;
      }
    },
    flush() {
      if (latest !== null) send(latest);
      latest = null;
    },
  };
}
