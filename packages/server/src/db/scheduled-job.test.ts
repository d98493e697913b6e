import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScheduledJob } from './scheduled-job';

describe('startScheduledJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once and on every tick, never twice at the same time, and stop waits for the run', async () => {
    vi.useFakeTimers();
    const finishers: Array<() => void> = [];
    const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const stop = startScheduledJob(run, 1000);
    expect(run).toHaveBeenCalledTimes(1);

    // The first run is still going: two ticks start nothing.
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(1);
    finishers[0]!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    expect(run).toHaveBeenCalledTimes(2);
    finishers[1]!();
    await stopping;
    expect(stopped).toBe(true);
  });
});
