// Types of server-bundle.mjs, a plain Node script (scripts/start.mjs runs it before any
// TypeScript can load), for the TypeScript that imports it (tests/integration/server-bundle.test.ts).

/** True when the bundle is missing or one of its sources changed (or vanished) since. */
export function serverBundleStale(outfile: string): boolean;

/** Builds `outfile` from `entry` unless it is up to date; returns whether it built. */
export function ensureServerBundle(entry: string, outfile: string): Promise<boolean>;
