// The workspace functions refuse in pt-BR written for the user (docs/product/teams.md): a rule
// (22023), a role that may not (42501), someone already in (23505), something gone (P0002). Show
// that message; anything else (a network failure, a bare permission error of the database) gets
// the screen's own text.
import { AppError, toAppError, type AppErrorCode, type ErrorContext } from '../errors';

const CODES: Record<string, AppErrorCode> = {
  '22023': 'invalid_input',
  '42501': 'forbidden',
  '23505': 'conflict',
  P0002: 'not_found',
};

export function toTeamError(error: unknown, context: ErrorContext): AppError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const appCode = typeof code === 'string' ? CODES[code] : undefined;
  // PostgreSQL's own refusal ("permission denied for ...") is English: never shown as is.
  if (
    appCode &&
    typeof message === 'string' &&
    message &&
    !message.startsWith('permission denied')
  ) {
    return new AppError(appCode, context.title, message, { cause: error });
  }
  return toAppError(error, context);
}
