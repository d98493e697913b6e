/**
 * The owner's rules for one code (docs/product/link-rules-and-utm.md, "Link rules and UTM"),
 * checked on every redirect from memory: an expiry moment, a limit of counted visits, a password
 * (bcrypt hash), smart routes, an A/B test or a WhatsApp roulette, destinations per device. Codes without rules carry
 * none of this, and their redirects skip it all.
 */
import bcrypt from 'bcryptjs';
import type { z } from 'zod';
import type { DeviceDestinations } from '@qrlink/core/links/device-destination';
import { smartRoutesSchema, type SmartRoute } from '@qrlink/core/links/smart-routes';
import { splitSchema, type SplitVariant } from '@qrlink/core/links/split-test';
import { rouletteSchema, type Roulette } from '@qrlink/core/links/whatsapp-roulette';

export interface RedirectRules {
  /** Epoch ms after which the code is expired, or null. */
  expiresAt: number | null;
  maxVisits: number | null;
  /** Counted visits: the database's counter when loaded, plus those answered here since. */
  visits: number;
  passwordHash: string | null;
  /** Checked in order before the destination per device (null: none). */
  routes: SmartRoute[] | null;
  /** The A/B test's variants, for visitors no route took (null: none). */
  split: SplitVariant[] | null;
  /** The WhatsApp roulette, for visitors no route took (null: none). */
  roulette: Roulette | null;
  /**
   * Visits the roulette handed out in turn: from the database's counter when loaded (exact
   * where every visit is written before its answer), then counted here.
   */
  turn: number;
  byDevice: DeviceDestinations;
}

export type Unavailable = 'expired' | 'limit_reached';

/** Why a code with rules cannot be followed right now, or null when it can. */
export function unavailability(rules: RedirectRules, now = Date.now()): Unavailable | null {
  if (rules.expiresAt !== null && rules.expiresAt <= now) return 'expired';
  if (rules.maxVisits !== null && rules.visits >= rules.maxVisits) return 'limit_reached';
  return null;
}

/**
 * A list column the database checked (routes_problem, split_problem), parsed again so that each
 * destination is what a Location header carries; null when empty, absent, or (should it still
 * not parse) ignored rather than breaking the code's redirect.
 */
function checkedList<T>(schema: z.ZodType<T[]>, value: unknown): T[] | null {
  if (value == null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
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
  routes: unknown;
  split: unknown;
  roulette: unknown;
}): RedirectRules | undefined {
  const byDevice = { ios: row.ios_url, android: row.android_url, desktop: row.desktop_url };
  const routes = checkedList(smartRoutesSchema, row.routes);
  const split = checkedList(splitSchema, row.split);
  const parsedRoulette = row.roulette == null ? null : rouletteSchema.safeParse(row.roulette);
  const roulette = parsedRoulette?.success ? parsedRoulette.data : null;
  const any =
    row.expires_at !== null ||
    row.max_visits !== null ||
    row.password_hash !== null ||
    routes !== null ||
    split !== null ||
    roulette !== null ||
    Object.values(byDevice).some(Boolean);
  if (!any) return undefined;
  return {
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).getTime(),
    maxVisits: row.max_visits,
    visits: Number(row.visits),
    passwordHash: row.password_hash,
    routes,
    split,
    roulette,
    turn: Number(row.visits),
    byDevice,
  };
}

const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
const MAX_FAILED_ATTEMPTS = 10;
/** bcrypt reads 72 bytes; set_redirect_password refuses longer passwords (UTF-8 bytes). */
const PASSWORD_MAX_BYTES = 72;

export type PasswordCheck = 'right' | 'password_required' | 'wrong_password' | 'too_many_attempts';

/**
 * Wrong passwords per visitor and code: after 10 in 10 minutes the code refuses that visitor's
 * attempts until the window passes (a password page must not be a guessing oracle). The tries
 * of one visitor on one code are compared one after another, so parallel tries cannot all slip
 * in while the first ones are still being compared, and parallel right ones all get through.
 */
export class PasswordGuard {
  private readonly failures = new Map<string, { count: number; since: number }>();
  /** The last try queued per visitor and code (only while one is being compared). */
  private readonly queues = new Map<string, Promise<unknown>>();

  check(
    hash: string,
    password: string | undefined,
    visitorIp: string | null,
    target: string,
    now?: number,
  ): Promise<PasswordCheck> {
    const key = `${visitorIp ?? 'unknown'}|${target}`;
    const previous = this.queues.get(key) ?? Promise.resolve();
    const result = previous.then(() => this.compare(key, hash, password, now ?? Date.now()));
    const settled = result.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return result;
  }

  private async compare(
    key: string,
    hash: string,
    password: string | undefined,
    now: number,
  ): Promise<PasswordCheck> {
    let entry = this.failures.get(key);
    if (entry && now - entry.since >= ATTEMPT_WINDOW_MS) entry = undefined;
    if (entry && entry.count >= MAX_FAILED_ATTEMPTS) return 'too_many_attempts';
    if (password === undefined) return 'password_required';
    // A password longer than any that can be set is wrong without asking bcrypt, which would
    // compare only its first 72 bytes.
    const right =
      Buffer.byteLength(password) <= PASSWORD_MAX_BYTES && (await bcrypt.compare(password, hash));
    if (right) return 'right';
    if (!entry) {
      if (this.failures.size > 100_000) this.failures.clear();
      entry = { count: 0, since: now };
      this.failures.set(key, entry);
    }
    entry.count += 1;
    return 'wrong_password';
  }
}
