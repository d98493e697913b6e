/**
 * DELETE /factors/{id}: removes a factor. A verified one only from an aal2 session (the app asks
 * for a code first), so a stolen password cannot switch two-factor sign-in off.
 */
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import type { AuthenticatedCaller } from './authenticate-request';
import { findFactor } from './factor-record';

export async function unenrollFactor(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  factorId: string,
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const factor = await findFactor(tx, caller.user.id, factorId);
    if (!factor) throw authErrors.factorNotFound();
    if (factor.status === 'verified' && caller.aal !== 'aal2') {
      throw authErrors.insufficientAal('unenroll verified factor');
    }
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    return { id: factor.id };
  });
}
