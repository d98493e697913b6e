// Debian's Chromium as every browser run here launches it (never `npx playwright install`): no
// sandbox as root, and no background networking, which this machine's closed network refuses.
// The headless shell (Debian's `chromium-headless-shell`, the same Chromium build without the
// browser's own UI, as Playwright's own headless runs use) ran the same end-to-end tests in
// about 22% less time than the full browser in headless mode on this 2-core machine.
export const CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * For the end-to-end suite only (not the benchmarks, which measure what a visitor's browser
 * does): V8 stops at its baseline compiler, Sparkplug. Every test opens fresh pages whose code
 * runs for seconds, too short for the optimising compilers' background work to pay back: the
 * whole suite took 326 -> 287 s and 624 -> 543 CPU-seconds here, and a six-spec subset, run
 * alternately twice a side, 13-15% less of both. The app's behaviour is the same.
 */
export const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];
