// Types of newest-mtime.mjs, a plain Node script (scripts/start.mjs runs it before any
// TypeScript can load), for the TypeScript that imports it (apps/desktop/tests/build-desktop.ts).

/** True when `output` is missing or older than anything under `sources`. */
export function buildOutdated(output: string, sources: readonly string[]): boolean;
