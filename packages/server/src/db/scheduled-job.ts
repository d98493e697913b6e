// A database job the server runs at start and then on a timer (plan expiry, the visit logs'
// upkeep): a run still under way when the timer fires is not doubled, and stopping waits for it.
// Several instances may run the same job at once: the SQL behind each one takes care of that.

/** Runs `run` now and every `intervalMs`; the returned function stops the timer and waits. */
export function startScheduledJob(
  run: () => Promise<void>,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
