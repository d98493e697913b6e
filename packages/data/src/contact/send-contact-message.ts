import { contactSchema, type ContactInput } from '@qrlink/core/validation/contact-schema';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

export const CONTACT_ERROR = {
  title: 'Erro ao enviar mensagem',
  message: 'Não foi possível enviar sua mensagem agora. Tente novamente em instantes.',
};

export const CONTACT_RATE_LIMIT_MESSAGE =
  'Você enviou muitas mensagens em pouco tempo. Tente novamente mais tarde.';

/** What supabase-js's functions client returns on failure (read without importing it). */
interface FunctionsFailure {
  name?: unknown;
  context?: unknown;
}

function isResponse(value: unknown): value is Response {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Response).status === 'number' &&
    typeof (value as Response).json === 'function'
  );
}

async function readBody(response: Response): Promise<{ code?: unknown; message?: unknown }> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/** The function's answer as an AppError: its own pt-BR refusals, else the shared mapper. */
async function contactFailure(error: FunctionsFailure): Promise<AppError> {
  // Network failure: the functions client wraps fetch's own error in `context`.
  if (error.name === 'FunctionsFetchError') return toAppError(error.context, CONTACT_ERROR);
  if (!isResponse(error.context)) return toAppError(error, CONTACT_ERROR);
  const { status } = error.context;
  if (status === 429) {
    return new AppError('rate_limited', CONTACT_ERROR.title, CONTACT_RATE_LIMIT_MESSAGE);
  }
  const body = await readBody(error.context);
  // A 400 carries the server's check in pt-BR (e.g. a field over its length cap).
  if (status === 400 && typeof body.message === 'string' && body.message) {
    return new AppError('invalid_input', CONTACT_ERROR.title, body.message, { cause: error });
  }
  return toAppError({ ...body, status }, CONTACT_ERROR);
}

/**
 * Send the contact form to support through the server's mail path
 * (`functions.invoke('contact')`: an Edge Function when hosted, a server route self-hosted).
 */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) throw toAppError(parsed.error, CONTACT_ERROR);
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('contact', { body: parsed.data });
  if (error) throw await contactFailure(error as FunctionsFailure);
}
