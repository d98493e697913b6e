/**
 * Waits until the machine's cores are quiet, so a benchmark's next phase does not pay for the
 * work the last one left behind (a server collecting its garbage, a database writing what it
 * was sent, a thread finishing a batch). Reads Linux's /proc/stat: on two cores a load tool, a
 * server and its database share everything, and whatever runs after a burst pays its tail.
 */
import { readFileSync } from 'node:fs';

/** Busy below this share of all cores over a window counts as quiet. */
const QUIET_SHARE = 0.15;
const WINDOW_MS = 500;

function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  const ticks = fields.slice(1).map(Number);
  // user nice system idle iowait irq softirq steal ...
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

/**
 * Resolves with the seconds waited once a whole window was quiet, or after `maxSeconds` on a
 * machine that never goes quiet (someone else's work); `quiet` says which.
 */
export async function waitUntilQuiet(
  maxSeconds = 60,
): Promise<{ waitedSeconds: number; quiet: boolean }> {
  const started = Date.now();
  for (;;) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const after = cpuTimes();
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waitedSeconds = (Date.now() - started) / 1000;
    if (share < QUIET_SHARE) return { waitedSeconds, quiet: true };
    if (waitedSeconds >= maxSeconds) return { waitedSeconds, quiet: false };
  }
}
