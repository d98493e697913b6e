import { z } from 'zod';
import { emailField, passwordField, requiredText } from './fields';
import { MESSAGES } from './messages';
import { checkPasswordPair } from './password-rules';

/** /register: all fields required, password of 6+ characters, confirmation must match. */
export const registerSchema = z
  .object({
    fullName: requiredText(MESSAGES.fullNameRequired.message),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) =>
    checkPasswordPair(value, ctx, ['match', 'length'], {
      tooShort: MESSAGES.passwordTooShort.message,
      mismatch: MESSAGES.passwordsMismatch.message,
    }),
  );

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
