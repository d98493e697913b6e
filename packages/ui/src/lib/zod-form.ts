import type { z } from 'zod';
import { toFieldErrors, toToastError } from '@qrlink/core/validation/to-toast-error';
import { notify } from './notify';

/** A Mantine `useForm` validator from a core zod schema: the schema's pt-BR message per field. */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: z.input<S>): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : toFieldErrors(result.error);
  };
}

/**
 * Validate on submit: toasts the first problem with its spec title (e.g. 'Erro de Validação' /
 * 'As senhas não coincidem.') and, given `markFields` (a form's setErrors), marks every field
 * with its message. Returns the parsed data or null.
 */
export function parseOrToast<S extends z.ZodType>(
  schema: S,
  values: unknown,
  markFields?: (errors: Record<string, string>) => void,
): z.output<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  markFields?.(toFieldErrors(result.error));
  const toast = toToastError(result.error);
  notify.error({ title: toast.title, message: toast.message });
  return null;
}
