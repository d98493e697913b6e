/**
 * POST /factors/{id}/verify: a correct code for an open challenge raises the caller's session to
 * aal2 (new tokens in the same session, the old refresh tokens revoked) and, on the first code
 * of an enrolment, makes the factor 'verified'. Wrong codes are counted per factor: past
 * WRONG_CODES_PER_FACTOR within 15 minutes the factor refuses every code (429) until that
 * window is over, so the million codes cannot be walked through.
 */
import { z } from 'zod';
import { FailureWindows } from '../shared/failure-windows';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import { parseInput } from './auth-input';
import type { AuthenticatedCaller } from './authenticate-request';
import { CHALLENGE_TTL_SECONDS } from './challenge-factor';
import { findFactor } from './factor-record';
import { sessionJson, signAccessToken, startRefreshChain, type SessionJson } from './issue-session';
import { isValidTotpCode } from './totp';
import { findUserById } from './user-record';

export const WRONG_CODES_PER_FACTOR = 5;
const WINDOW_MS = 15 * 60_000;

/** Wrong codes per factor, one counter per server instance. */
export class FactorCodeThrottle extends FailureWindows {
  constructor() {
    super(WRONG_CODES_PER_FACTOR, WINDOW_MS);
  }
}

const verifyInput = z.object({
  challenge_id: z.uuid({ error: 'challenge_id must be a UUID' }),
  code: z.string({ error: 'code is required' }).trim().max(16, 'Invalid TOTP code entered'),
});

export async function verifyFactor(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  factorId: string,
  body: unknown,
  throttle: FactorCodeThrottle,
): Promise<SessionJson> {
  const input = parseInput(verifyInput, body);
  if (throttle.secondsBlocked(factorId) > 0) throw authErrors.overRequestRateLimit();
  const outcome = await ctx.db.transaction(async (tx) => {
    const factor = await findFactor(tx, caller.user.id, factorId);
    if (!factor) return { error: authErrors.factorNotFound() };
    const { rows } = await tx.query<{ expired: boolean }>(
      `select created_at < now() - make_interval(secs => $3) as expired
         from auth.mfa_challenges
        where id = $1 and factor_id = $2 and verified_at is null for update`,
      [input.challenge_id, factor.id, CHALLENGE_TTL_SECONDS],
    );
    const challenge = rows[0];
    if (!challenge) return { error: authErrors.challengeNotFound() };
    if (challenge.expired) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [input.challenge_id]);
      return { error: authErrors.challengeExpired(input.challenge_id) };
    }
    if (!isValidTotpCode(factor.secret, input.code)) {
      throttle.record(factor.id);
      return { error: authErrors.verificationFailed() };
    }
    throttle.forget(factor.id);
    // A challenge answers one code: it is gone once used.
    await tx.query(`delete from auth.mfa_challenges where id = $1`, [input.challenge_id]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
      [factor.id],
    );
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [caller.sessionId, factor.id],
    );
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
        where session_id = $1 and revoked = false`,
      [caller.sessionId],
    );
    const refreshToken = await startRefreshChain(tx, caller.user.id, caller.sessionId);
    const user = (await findUserById(tx, caller.user.id)) ?? caller.user;
    const access = await signAccessToken(
      ctx.tokens,
      user,
      { id: caller.sessionId, aal: 'aal2' },
      'totp',
      `${ctx.options.publicUrl}/auth/v1`,
    );
    return { session: sessionJson(access, refreshToken, user) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
