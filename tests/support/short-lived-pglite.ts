/**
 * Node flags for the test processes whose PGlite lives a few seconds: the integration workers
 * (vitest.config.ts) and the `npm start` processes the tests spawn (start-command.ts).
 *
 * `--liftoff-only` keeps PGlite's 9 MB WebAssembly module on V8's baseline compiler. Optimising
 * it in background threads cost each process 2.2-3 CPU-seconds, more than such short lives win
 * back: a spawned start took 6.2 CPU-seconds before and 3.9 after, and six PGlite-heavy
 * integration files 61 -> 50 CPU-seconds. It changes how fast the code runs, not what it does.
 */
export const SHORT_LIVED_PGLITE_NODE_FLAGS = ['--liftoff-only'];
