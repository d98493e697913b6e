/**
 * When `npm start` takes LOW_MEMORY's settings (scripts/low-memory-choice.mjs): as the operator
 * says, or, when unsaid, on a server or container with under 1.5 GB.
 */
import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_BELOW_BYTES,
  lowMemoryChoice,
  memoryLimitBytes,
} from '../../scripts/low-memory-choice.mjs';

const GB = 1024 ** 3;

/** A readText over the given files; any other path is missing. */
const files =
  (contents: Record<string, string>) =>
  (path: string): string => {
    if (path in contents) return contents[path]!;
    throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  };

describe('memoryLimitBytes', () => {
  it("is the machine's memory when no control group limits it", () => {
    expect(memoryLimitBytes(files({}), 8 * GB)).toBe(8 * GB);
    expect(
      memoryLimitBytes(
        files({
          '/proc/self/cgroup': '0::/user.slice/session-1.scope\n',
          '/sys/fs/cgroup/user.slice/session-1.scope/memory.max': 'max\n',
          '/sys/fs/cgroup/memory/memory.limit_in_bytes': '9223372036854771712\n',
        }),
        8 * GB,
      ),
    ).toBe(8 * GB);
  });

  it("is the process's control group limit when lower (cgroup v2 by its path, a container's root, v1)", () => {
    expect(
      memoryLimitBytes(
        files({
          '/proc/self/cgroup': '0::/system.slice/qrlink.service\n',
          '/sys/fs/cgroup/system.slice/qrlink.service/memory.max': String(GB),
        }),
        8 * GB,
      ),
    ).toBe(GB);
    expect(
      memoryLimitBytes(
        files({ '/proc/self/cgroup': '0::/\n', '/sys/fs/cgroup/memory.max': '536870912\n' }),
        8 * GB,
      ),
    ).toBe(512 * 1024 ** 2);
    expect(
      memoryLimitBytes(
        files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': String(GB) }),
        8 * GB,
      ),
    ).toBe(GB);
    expect(
      memoryLimitBytes(
        files({
          '/proc/self/cgroup': '4:memory:/process_api/abc\n1:cpu:/\n0::/\n',
          '/sys/fs/cgroup/memory/process_api/abc/memory.limit_in_bytes': String(GB),
        }),
        8 * GB,
      ),
    ).toBe(GB);
    expect(memoryLimitBytes(files({ '/sys/fs/cgroup/memory.max': String(16 * GB) }), GB)).toBe(GB);
  });
});

describe('lowMemoryChoice', () => {
  it('does what LOW_MEMORY says, whatever the memory', () => {
    for (const yes of ['true', '1', 'yes', 'on'])
      expect(lowMemoryChoice(yes, 64 * GB)).toEqual({ on: true, automatic: false });
    for (const no of ['false', '0', 'no', 'off'])
      expect(lowMemoryChoice(no, GB / 2)).toEqual({ on: false, automatic: false });
  });

  it('when unsaid, is on below 1.5 GB only, and says it chose', () => {
    expect(AUTOMATIC_BELOW_BYTES).toBe(1.5 * GB);
    expect(lowMemoryChoice(undefined, GB)).toEqual({ on: true, automatic: true });
    expect(lowMemoryChoice('', GB)).toEqual({ on: true, automatic: true });
    expect(lowMemoryChoice(undefined, 1.5 * GB)).toEqual({ on: false, automatic: false });
    expect(lowMemoryChoice(undefined, 24 * GB)).toEqual({ on: false, automatic: false });
  });
});
