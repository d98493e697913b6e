// Our SQL functions refuse a rule break (a blank name, a limit reached, an http address) with
// SQLSTATE 22023 and a pt-BR message written for the user: show that message, not a generic one.
import { AppError, toAppError, type ErrorContext } from './errors';

export function toRuleAwareError(error: unknown, context: ErrorContext): AppError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '22023' && typeof message === 'string' && message) {
    return new AppError('invalid_input', context.title, message, { cause: error });
  }
  return toAppError(error, context);
}
