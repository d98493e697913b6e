/**
 * Fastify's own refusals of a request to the redirect routes (the server functions read their
 * own bodies: functions/read-json-request.ts), in the functions' `{code, message}` shape: a body over the route's limit is a 413, text no
 * route accepts (unsafe-text.ts) a 400 saying so, and any other refusal (unreadable JSON, an
 * empty body...) a 400 with the route's own sentence. Undefined for everything else (a 5xx).
 */
import { UnsafeTextRefused } from './unsafe-text';

export interface FunctionRefusal {
  status: number;
  body: { code: string; message: string };
}

export const PAYLOAD_TOO_LARGE_MESSAGE = 'O corpo da requisição é grande demais.';

export function functionRefusal(
  error: unknown,
  messages: { invalid: string; tooLarge?: string },
): FunctionRefusal | undefined {
  if (error instanceof UnsafeTextRefused) {
    return { status: 400, body: { code: 'validation_failed', message: error.message } };
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) {
    const message = messages.tooLarge ?? PAYLOAD_TOO_LARGE_MESSAGE;
    return { status: 413, body: { code: 'payload_too_large', message } };
  }
  return { status: 400, body: { code: 'validation_failed', message: messages.invalid } };
}
