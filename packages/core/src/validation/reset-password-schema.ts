import { z } from 'zod';
import { KEYS } from './messages';
import { checkPasswordPair } from './password-rules';

/**
 * /update-password: length first ('Senha muito curta'), then the confirmation. The spec gives
 * 'Senhas não coincidem' as the mismatch toast's title; its message is ours.
 */
export const resetPasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) =>
    checkPasswordPair(value, ctx, ['length', 'match'], {
      tooShort: KEYS.resetPasswordTooShort,
      mismatch: KEYS.resetPasswordsMismatch,
    }),
  );

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
