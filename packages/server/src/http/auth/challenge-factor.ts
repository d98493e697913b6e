/**
 * POST /factors/{id}/challenge: asks for a code. The challenge is good for one correct code
 * within CHALLENGE_TTL_SECONDS (GoTrue's default); the factor's stale challenges are dropped.
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import type { AuthenticatedCaller } from './authenticate-request';
import { findFactor } from './factor-record';

export const CHALLENGE_TTL_SECONDS = 300;

export interface ChallengeJson {
  id: string;
  type: 'totp';
  expires_at: number;
}

export async function challengeFactor(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  factorId: string,
  ip: string | undefined,
): Promise<ChallengeJson> {
  return ctx.db.transaction(async (tx) => {
    const factor = await findFactor(tx, caller.user.id, factorId);
    if (!factor) throw authErrors.factorNotFound();
    await tx.query(
      `delete from auth.mfa_challenges
        where factor_id = $1 and created_at < now() - make_interval(secs => $2)`,
      [factor.id, CHALLENGE_TTL_SECONDS],
    );
    const id = randomUUID();
    const { rows } = await tx.query<{ created: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3::inet)
       returning extract(epoch from created_at)::bigint as created`,
      [id, factor.id, ip && isIP(ip) ? ip : '0.0.0.0'],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [
      factor.id,
    ]);
    return { id, type: 'totp', expires_at: Number(rows[0]!.created) + CHALLENGE_TTL_SECONDS };
  });
}
