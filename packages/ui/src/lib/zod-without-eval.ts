// zod checks once whether it may compile its parsers with `new Function`. The app's
// Content-Security-Policy refuses eval, in the page and in its workers (whose policy comes with
// their own script), and the browser reports every refused attempt as a violation (Lighthouse's
// best practices count it). Imported first where zod may parse at import time, so no check runs.
//
// zod reads its settings from `globalThis.__zod_globalConfig` (the object it shares between
// copies of itself) and creates it only when missing: setting it here, without importing zod,
// keeps zod's 90 KB out of a page's first scripts when that page parses nothing
// (zod-without-eval.test.ts checks that zod takes the setting).
interface ZodGlobalConfig {
  jitless?: boolean;
}

const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// A module (imported for its effect above), not a script.
export {};
