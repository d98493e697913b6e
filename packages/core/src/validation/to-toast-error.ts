import type { z } from 'zod';
import { MESSAGES, isMessageKey, type ToastText } from './messages';

/** Title used when an issue carries no catalogue key (e.g. a schema of another package). */
const DEFAULT_VALIDATION_TITLE = 'Erro de Validação';

/** The toast for one zod issue message: a catalogue key becomes its entry, other text stays. */
export function toastForIssue(message: string): ToastText {
  return isMessageKey(message) ? MESSAGES[message] : { title: DEFAULT_VALIDATION_TITLE, message };
}

/**
 * Turn a failed parse into the single toast the forms show: the FIRST issue wins, because the
 * schemas list their checks in the order the spec asks the user to fix them.
 */
export function toToastError(error: z.ZodError): ToastText {
  const first = error.issues[0];
  if (!first) return { title: DEFAULT_VALIDATION_TITLE, message: 'Dados inválidos.' };
  return toastForIssue(first.message);
}

/** Per-field messages for form libraries: the first message (as text) of each field. */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fields)) fields[key] = toastForIssue(issue.message).message;
  }
  return fields;
}
