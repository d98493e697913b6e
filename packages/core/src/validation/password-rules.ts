// The two password rules (length, confirmation) applied in the order each form wants the
// user to see them: the toast shows the first issue only.
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import type { MessageKey } from './messages';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

export type PasswordCheck = 'length' | 'match';

/** Add the failed password rules to `ctx`, checking in `order`. */
export function checkPasswordPair(
  value: PasswordPair,
  ctx: z.RefinementCtx,
  order: readonly PasswordCheck[],
  messages: { tooShort: MessageKey; mismatch: MessageKey },
): void {
  for (const check of order) {
    if (check === 'length' && value.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', message: messages.tooShort, path: ['password'] });
    }
    if (check === 'match' && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: messages.mismatch, path: ['confirmPassword'] });
    }
  }
}
