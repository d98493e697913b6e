/**
 * Wrong passwords, counted per account and per client address (docs/product/trust-and-safety.md,
 * "Sessions"): past 10 for one account, or 30 from one address, within 15 minutes, sign-in is
 * refused for the rest of that quarter of an hour, the right password included, so guessing
 * stops paying. A success clears the account's count. The refusal is GoTrue's 429, which the
 * app says in pt-BR ('Muitas tentativas em pouco tempo...'). Counted per server instance.
 */
import { FailureWindows } from '../shared/failure-windows';
import { authErrors } from './auth-error';

const WINDOW_MS = 15 * 60_000;
export const FAILED_SIGN_INS_PER_ACCOUNT = 10;
export const FAILED_SIGN_INS_PER_ADDRESS = 30;

export class SignInThrottle {
  private readonly accounts = new FailureWindows(FAILED_SIGN_INS_PER_ACCOUNT, WINDOW_MS);
  private readonly addresses = new FailureWindows(FAILED_SIGN_INS_PER_ADDRESS, WINDOW_MS);

  /** Refuses (429) a sign-in that must wait. */
  check(email: string, ip: string | undefined, now = Date.now()): void {
    const waits = [
      this.accounts.secondsBlocked(email.toLowerCase(), now),
      ip ? this.addresses.secondsBlocked(ip, now) : 0,
    ];
    if (Math.max(...waits) > 0) throw authErrors.overRequestRateLimit();
  }

  failed(email: string, ip: string | undefined, now = Date.now()): void {
    this.accounts.record(email.toLowerCase(), now);
    if (ip) this.addresses.record(ip, now);
  }

  succeeded(email: string): void {
    this.accounts.forget(email.toLowerCase());
  }
}
