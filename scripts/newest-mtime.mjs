// When a build is out of date: the newest modification time under its sources, compared with
// its output's (scripts/start.mjs for the web build, apps/desktop/tests/build-desktop.ts for the
// desktop build).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) under a file or folder, outputs left out; 0 when missing. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'out') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than anything under `sources`. */
export function buildOutdated(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((path) => newestMtime(path) > builtAt);
}
