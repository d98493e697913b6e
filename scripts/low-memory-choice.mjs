// Whether the server runs with LOW_MEMORY's settings (scripts/server-memory-settings.mjs), and
// how much memory the machine or its container gives it. A plain Node script: it runs before
// any TypeScript can load.
import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';

/**
 * Below this, LOW_MEMORY is on unless LOW_MEMORY=false says otherwise: on Node 24 a start by
 * default reaches 820-880 MB (1.0-1.1 GB when it makes its database), which a 1 GB server or
 * container cannot hold; LOW_MEMORY's start peaks at 240-250 MB.
 */
export const AUTOMATIC_BELOW_BYTES = 1.5 * 1024 ** 3;

const YES = ['true', '1', 'yes', 'on'];

/**
 * The memory this process may use: the machine's, or its control group's limit when lower
 * (a container's `--memory`, a systemd `MemoryMax=`). /proc/self/cgroup names the group: cgroup
 * v2 keeps its limit in memory.max, v1 in memory.limit_in_bytes; a container sees its own group
 * at the hierarchy's root. "max" and v1's huge "unlimited" leave the machine's figure.
 */
export function memoryLimitBytes(
  readText = (path) => readFileSync(path, 'utf8'),
  machineBytes = totalmem(),
) {
  const paths = ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes'];
  try {
    const groups = readText('/proc/self/cgroup');
    const v2 = /^0::(\/\S*)$/m.exec(groups)?.[1];
    const v1 = /^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(\/\S*)$/m.exec(groups)?.[1];
    if (v2 && v2 !== '/') paths.push(`/sys/fs/cgroup${v2}/memory.max`);
    if (v1 && v1 !== '/') paths.push(`/sys/fs/cgroup/memory${v1}/memory.limit_in_bytes`);
  } catch {
    // Not Linux, or no /proc: the machine's figure.
  }
  let limit = machineBytes;
  for (const path of paths) {
    try {
      const bytes = Number(readText(path).trim());
      if (Number.isFinite(bytes) && bytes > 0) limit = Math.min(limit, bytes);
    } catch {
      // No such controller here.
    }
  }
  return limit;
}

/**
 * `value`: LOW_MEMORY as given (undefined or '' when not). On when it says yes, off when it
 * says anything else (config.ts refuses what is neither), and when not given, on below
 * AUTOMATIC_BELOW_BYTES of `limitBytes` (`automatic` then says why).
 */
export function lowMemoryChoice(value, limitBytes) {
  if (value !== undefined && value !== '') return { on: YES.includes(value), automatic: false };
  const on = limitBytes < AUTOMATIC_BELOW_BYTES;
  return { on, automatic: on };
}
