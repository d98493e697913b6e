import { z } from 'zod';
import { KEYS } from './messages';
import { checkPasswordPair } from './password-rules';

/** Settings > Senha: the spec checks the confirmation first, then the length. */
export const passwordChangeSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) =>
    checkPasswordPair(value, ctx, ['match', 'length'], {
      tooShort: KEYS.passwordTooShort,
      mismatch: KEYS.passwordsMismatch,
    }),
  );

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
