/**
 * PUT /user: change the signed-in user's password and/or user_metadata. Changing the password
 * signs out every other session (a stolen session must not survive the owner's reset).
 * Changing the e-mail address is not offered by this server and is refused clearly.
 */
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import { assertStrongPassword, parseInput, userMetadataField } from './auth-input';
import type { AuthenticatedCaller } from './authenticate-request';
import { hashPassword, verifyPassword } from './password';
import { findUserById, toUserJson, type UserJson } from './user-record';

const updateUserInput = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: userMetadataField.optional(),
});

export async function updateUser(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  body: unknown,
): Promise<UserJson> {
  const input = parseInput(updateUserInput, body);
  const { user, sessionId } = caller;
  if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw authErrors.validation('Changing the email address is not supported by this server');
  }
  if (input.phone) throw authErrors.validation('Phone numbers are not supported by this server');
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    assertStrongPassword(input.password);
    if (await verifyPassword(input.password, user.encrypted_password))
      throw authErrors.samePassword();
    passwordHash = await hashPassword(input.password, ctx.options.passwordHashCost);
  }
  return ctx.db.transaction(async (tx) => {
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now() where id = $1`,
        [user.id, passwordHash],
      );
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
        user.id,
        sessionId,
      ]);
    }
    if (input.data) {
      // Merge like GoTrue: given keys replace, a null value removes the key.
      await tx.query(
        `update auth.users
            set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb),
                updated_at = now()
          where id = $1`,
        [user.id, JSON.stringify(input.data)],
      );
    }
    const updated = await findUserById(tx, user.id);
    if (!updated) throw authErrors.userNotFound();
    return toUserJson(updated);
  });
}
