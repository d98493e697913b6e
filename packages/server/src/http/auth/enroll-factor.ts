/**
 * POST /factors: starts a TOTP enrolment. The factor stays 'unverified' (it protects nothing)
 * until its first correct code (verify-factor.ts); a new enrolment replaces an abandoned one.
 * An account that already has a verified factor enrols another only from an aal2 session, so a
 * stolen password cannot add the thief's phone.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import { parseInput } from './auth-input';
import type { AuthenticatedCaller } from './authenticate-request';
import { countVerifiedFactors } from './factor-record';
import { newTotpSecret, totpEnrollment, type TotpEnrollment } from './totp';

export const MAX_VERIFIED_FACTORS = 10;

const enrollInput = z.object({
  factor_type: z.literal('totp', { error: 'factor_type needs to be totp' }),
  friendly_name: z.string().trim().max(120, 'friendly_name is too long').optional(),
  issuer: z.string().trim().max(120, 'issuer is too long').optional(),
});

export interface EnrolledFactor {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: TotpEnrollment;
}

export async function enrollFactor(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  body: unknown,
): Promise<EnrolledFactor> {
  const input = parseInput(enrollInput, body);
  const { user } = caller;
  const issuer = input.issuer || new URL(ctx.options.siteUrl).host;
  const friendlyName = input.friendly_name ?? '';
  return ctx.db.transaction(async (tx) => {
    await tx.query(`select 1 from auth.users where id = $1 for update`, [user.id]);
    const verified = await countVerifiedFactors(tx, user.id);
    if (verified > 0 && caller.aal !== 'aal2')
      throw authErrors.insufficientAal('enroll a new factor');
    if (verified >= MAX_VERIFIED_FACTORS) throw authErrors.tooManyFactors();
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [
      user.id,
    ]);
    if (friendlyName) {
      const { rows } = await tx.query(
        `select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2`,
        [user.id, friendlyName],
      );
      if (rows.length > 0) throw authErrors.factorNameConflict(friendlyName);
    }
    const id = randomUUID();
    const secret = newTotpSecret();
    await tx.query(
      `insert into auth.mfa_factors
         (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    );
    return {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: totpEnrollment(secret, issuer, user.email),
    };
  });
}
