import { z } from 'zod';
import { emailField, passwordField, requiredText } from './fields';
import { KEYS } from './messages';
import { checkPasswordPair } from './password-rules';

/** /register: all fields required, password of 6+ characters, confirmation must match. */
export const registerSchema = z
  .object({
    fullName: requiredText(KEYS.fullNameRequired),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) =>
    checkPasswordPair(value, ctx, ['match', 'length'], {
      tooShort: KEYS.passwordTooShort,
      mismatch: KEYS.passwordsMismatch,
    }),
  );

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
