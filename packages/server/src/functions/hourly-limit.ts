/**
 * How many times each caller (an IP) may do something per hour, counted in this process: a
 * fixed one-hour window per key, forgotten once it ends. On hosted Supabase each function
 * instance counts for itself; the limit there is a brake on one abuser, not a global quota.
 */
const HOUR_MS = 60 * 60 * 1000;

export interface HourlyLimit {
  /** True, and counted, while `key` has calls left in its current hour. */
  take(key: string, now?: number): boolean;
}

export function hourlyLimit(maxPerHour: number): HourlyLimit {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  return {
    take(key, now = Date.now()) {
      if (now >= nextSweep) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        nextSweep = now + HOUR_MS;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + HOUR_MS };
        windows.set(key, window);
      }
      if (window.count >= maxPerHour) return false;
      window.count += 1;
      return true;
    },
  };
}
