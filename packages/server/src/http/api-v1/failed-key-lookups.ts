/**
 * Failed API key lookups per client address. A key that matches nothing still costs a database
 * lookup, and a stream of them is someone guessing or a client stuck on a revoked key: after
 * `perMinute` failures from one address in a minute, its requests are refused (429 with
 * Retry-After) until that minute is over, before any lookup. The per-key limits of
 * register-api-routes.ts start only once a key is known, so they cannot cover this.
 * Counted per server instance, like those.
 */
const WINDOW_MS = 60_000;
/** Addresses remembered at once; past this, expired windows are dropped, then all. */
const MAX_ADDRESSES = 100_000;

interface Window {
  failures: number;
  endsAt: number;
}

export class FailedKeyLookups {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly perMinute: number) {}

  /** Seconds until `address` may try a key again; 0 when it may now. */
  secondsBlocked(address: string, now = Date.now()): number {
    const window = this.windows.get(address);
    if (!window || window.endsAt <= now || window.failures < this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
  }

  record(address: string, now = Date.now()): void {
    const window = this.windows.get(address);
    if (window && window.endsAt > now) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= MAX_ADDRESSES) this.forgetExpired(now);
    this.windows.set(address, { failures: 1, endsAt: now + WINDOW_MS });
  }

  private forgetExpired(now: number): void {
    for (const [address, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(address);
    }
    if (this.windows.size >= MAX_ADDRESSES) this.windows.clear();
  }
}
