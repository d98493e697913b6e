// The reason every moderation action asks for, checked before the call as the database checks it.
import { moderationReasonSchema } from '@qrlink/core/validation/abuse-report';
import { AppError, type ErrorContext } from '../errors';

/** The trimmed reason, or an AppError ('Informe o motivo.') under the action's title. */
export function requireReason(reason: string, context: ErrorContext): string {
  const parsed = moderationReasonSchema.safeParse(reason);
  if (!parsed.success) {
    throw AppError.of('invalid_input', {
      title: context.title,
      message: parsed.error.issues[0]!.message,
    });
  }
  return parsed.data;
}
