/**
 * The owner's rules for one code (docs/product.md §12), checked on every redirect from memory:
 * an expiry moment, a limit of counted visits, a password (bcrypt hash), destinations per device.
 * Codes without rules carry none of this, and their redirects skip it all.
 */
import bcrypt from 'bcryptjs';
import type { DeviceDestinations } from '@qrlink/core/links/device-destination';

export interface RedirectRules {
  /** Epoch ms after which the code is expired, or null. */
  expiresAt: number | null;
  maxVisits: number | null;
  /** Counted visits: the database's counter when loaded, plus those answered here since. */
  visits: number;
  passwordHash: string | null;
  byDevice: DeviceDestinations;
}

export type Unavailable = 'expired' | 'limit_reached';

/** Why a code with rules cannot be followed right now, or null when it can. */
export function unavailability(rules: RedirectRules, now = Date.now()): Unavailable | null {
  if (rules.expiresAt !== null && rules.expiresAt <= now) return 'expired';
  if (rules.maxVisits !== null && rules.visits >= rules.maxVisits) return 'limit_reached';
  return null;
}

/** The rules of a loaded row, or undefined when it has none (the common, fast case). */
export function rulesOf(row: {
  expires_at: Date | string | null;
  max_visits: number | null;
  visits: number | string;
  password_hash: string | null;
  ios_url: string | null;
  android_url: string | null;
  desktop_url: string | null;
}): RedirectRules | undefined {
  const byDevice = { ios: row.ios_url, android: row.android_url, desktop: row.desktop_url };
  const any =
    row.expires_at !== null ||
    row.max_visits !== null ||
    row.password_hash !== null ||
    Object.values(byDevice).some(Boolean);
  if (!any) return undefined;
  return {
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).getTime(),
    maxVisits: row.max_visits,
    visits: Number(row.visits),
    passwordHash: row.password_hash,
    byDevice,
  };
}

const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
const MAX_FAILED_ATTEMPTS = 10;

/**
 * Wrong passwords per visitor and code: after 10 in 10 minutes the code refuses that visitor's
 * attempts until the window passes (a password page must not be a guessing oracle).
 */
export class PasswordGuard {
  private readonly failures = new Map<string, { count: number; since: number }>();

  blocked(visitor: string, target: string, now = Date.now()): boolean {
    const entry = this.failures.get(`${visitor}|${target}`);
    return (
      entry !== undefined &&
      now - entry.since < ATTEMPT_WINDOW_MS &&
      entry.count >= MAX_FAILED_ATTEMPTS
    );
  }

  async check(hash: string, password: string, visitor: string, target: string, now = Date.now()) {
    if (await bcrypt.compare(password.slice(0, 72), hash)) return true;
    const key = `${visitor}|${target}`;
    const entry = this.failures.get(key);
    if (!entry || now - entry.since >= ATTEMPT_WINDOW_MS) {
      if (this.failures.size > 100_000) this.failures.clear();
      this.failures.set(key, { count: 1, since: now });
    } else entry.count += 1;
    return false;
  }
}
