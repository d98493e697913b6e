import type { z } from 'zod';
import { MESSAGES, type ToastText } from './messages';

/** Title used when a message is not in the catalogue (e.g. a schema of another package). */
export const DEFAULT_VALIDATION_TITLE = 'Erro de Validação';

const TITLE_BY_MESSAGE = new Map<string, string>(
  Object.values(MESSAGES).map((entry: ToastText) => [entry.message, entry.title]),
);

/** The toast title that goes with a catalogue message. */
export function titleForMessage(message: string): string {
  return TITLE_BY_MESSAGE.get(message) ?? DEFAULT_VALIDATION_TITLE;
}

/**
 * Turn a failed parse into the single toast the forms show: the FIRST issue wins, because the
 * schemas list their checks in the order the spec asks the user to fix them.
 */
export function toToastError(error: z.ZodError): ToastText {
  const first = error.issues[0];
  if (!first) return { title: DEFAULT_VALIDATION_TITLE, message: 'Dados inválidos.' };
  return { title: titleForMessage(first.message), message: first.message };
}

/** Per-field messages for form libraries: the first message of each top-level field. */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
