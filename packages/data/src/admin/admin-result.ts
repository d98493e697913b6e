// The admin functions answer business refusals (the last admin, a plan with subscribers, a
// missing client) as {success: false, message} with pt-BR text written by our own SQL: shown as is.
import { z } from 'zod';
import { AppError, type ErrorContext } from '../errors';

const adminResultSchema = z.object({ success: z.boolean(), message: z.string() });

/** The success message, or an AppError carrying the function's own refusal. */
export function requireSuccess(data: unknown, context: ErrorContext): string {
  const result = adminResultSchema.parse(data);
  if (!result.success) {
    throw AppError.of('server_rule', { title: context.title, message: result.message });
  }
  return result.message;
}
