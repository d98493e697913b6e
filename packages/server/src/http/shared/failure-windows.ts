/**
 * Failures counted per key (a client address, an account) in a fixed window: after `allowed`
 * failures within `windowMs`, the key is refused until that window is over, before any work is
 * done for it. The API counts API keys that match nothing per address
 * (api-v1/register-api-routes.ts); sign-in counts wrong passwords per account and per address
 * (auth/sign-in-throttle.ts), and two-factor wrong codes per factor (auth/verify-factor.ts).
 * Counted per server instance.
 */
/** Keys remembered at once; past this, expired windows are dropped, then all. */
const MAX_KEYS = 100_000;

interface Window {
  failures: number;
  endsAt: number;
}

export class FailureWindows {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly allowed: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  secondsBlocked(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now || window.failures < this.allowed) return 0;
    return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.endsAt > now) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= MAX_KEYS) this.forgetExpired(now);
    this.windows.set(key, { failures: 1, endsAt: now + this.windowMs });
  }

  /** A success clears the key's count. */
  forget(key: string): void {
    this.windows.delete(key);
  }

  private forgetExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}
