// The REST API's refusals: `{code, message}` with a pt-BR message a developer can show as is,
// plus `details` (field -> message) when a body or query was invalid.
import { HttpError } from '../shared/http-error';

export type ApiErrorCode =
  | 'invalid_api_key'
  | 'forbidden'
  | 'validation_failed'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal_error';

export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  details?: Record<string, string>,
  headers?: Record<string, string>,
): HttpError {
  return new HttpError(status, details ? { code, message, details } : { code, message }, headers);
}

export const TOO_MANY_INVALID_KEYS = (seconds: number) =>
  new HttpError(
    429,
    {
      code: 'rate_limited',
      message: `Muitas chaves de API inválidas vindas deste endereço. Tente de novo em ${seconds} s.`,
    },
    { 'retry-after': String(seconds) },
  );

export const INVALID_API_KEY = () =>
  apiError(
    401,
    'invalid_api_key',
    'Chave de API ausente, inválida ou revogada. Envie-a em Authorization: Bearer qrl_...',
  );
