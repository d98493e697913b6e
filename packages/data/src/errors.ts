// One error type for every failure the UI can show, and ONE mapper from whatever the backend,
// the network or a schema threw to the spec's pt-BR wording. Raw database or auth messages
// never reach the screen: an unknown error gets the action's generic message and is logged.
import { MIN_PASSWORD_LENGTH } from '@qrlink/core/constants';
import { toastForIssue } from '@qrlink/core/validation/to-toast-error';
import { GENERIC_ERROR_MESSAGE } from './generic-error-message';

export const appErrorCodes = [
  'invalid_credentials',
  'email_not_confirmed',
  'email_exists',
  'weak_password',
  'same_password',
  'session_missing',
  'invalid_refresh_token',
  'not_authenticated',
  'forbidden',
  'not_found',
  'conflict',
  'invalid_input',
  'rate_limited',
  'server_rule',
  'payment_required',
  'invalid_code',
  'second_factor_required',
  'account_blocked',
  'network',
  'unknown',
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

/** What the failing action is called on screen: the toast title and its fallback message. */
export interface ErrorContext {
  title: string;
  message?: string;
}

const messages: Partial<Record<AppErrorCode, string>> = {
  invalid_credentials: 'E-mail ou senha incorretos.',
  email_not_confirmed:
    'Confirme seu e-mail antes de entrar: enviamos um link para sua caixa de entrada.',
  email_exists: 'Este endereço de e-mail já está em uso. Por favor, tente fazer login.',
  weak_password: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  same_password: 'A nova senha deve ser diferente da senha atual.',
  session_missing: 'Sua sessão expirou. Por favor, faça login novamente.',
  invalid_refresh_token: 'Sua sessão expirou. Por favor, faça login novamente.',
  not_authenticated: 'Você precisa estar logado.',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  not_found: 'Registro não encontrado.',
  conflict: 'Este registro já existe.',
  invalid_code:
    'Código incorreto. Confira o código de 6 dígitos no seu aplicativo autenticador e tente novamente.',
  second_factor_required: 'Confirme o código de verificação em duas etapas para continuar.',
  account_blocked:
    'Esta conta foi bloqueada por violar os Termos de Uso. Se acha que é um engano, fale com o suporte.',
  rate_limited: 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
};

const titles: Partial<Record<AppErrorCode, string>> = {
  email_exists: 'E-mail já cadastrado',
};

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: AppErrorCode;
  readonly title: string;

  constructor(code: AppErrorCode, title: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.title = title;
  }

  /** A failure decided by our own code, with the spec's exact wording. */
  static of(code: AppErrorCode, context: Required<ErrorContext>): AppError {
    return new AppError(code, context.title, context.message);
  }
}

/** A zod (classic or mini) validation failure, recognised without importing zod. */
function isZodError(error: unknown): error is { issues: { message: string }[] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ZodError' &&
    Array.isArray((error as { issues?: unknown }).issues)
  );
}

interface ErrorLike {
  hint?: unknown;
  name?: unknown;
  code?: unknown;
  message?: unknown;
  status?: unknown;
}

const authCodes: Record<string, AppErrorCode> = {
  invalid_credentials: 'invalid_credentials',
  email_not_confirmed: 'email_not_confirmed',
  user_already_exists: 'email_exists',
  email_exists: 'email_exists',
  weak_password: 'weak_password',
  same_password: 'same_password',
  session_not_found: 'session_missing',
  refresh_token_not_found: 'invalid_refresh_token',
  refresh_token_already_used: 'invalid_refresh_token',
  over_request_rate_limit: 'rate_limited',
  over_email_send_rate_limit: 'rate_limited',
  bad_jwt: 'session_missing',
  no_authorization: 'not_authenticated',
  mfa_verification_failed: 'invalid_code',
  mfa_challenge_expired: 'invalid_code',
  mfa_factor_not_found: 'invalid_code',
  insufficient_aal: 'second_factor_required',
  // An account an admin blocked (docs/product/trust-and-safety.md, "Reports and moderation").
  user_banned: 'account_blocked',
};

const postgresCodes: Record<string, AppErrorCode> = {
  PGRST116: 'not_found',
  PGRST301: 'session_missing',
  PGRST303: 'session_missing',
  '23505': 'conflict',
  '42501': 'forbidden',
  '28000': 'not_authenticated',
  '22023': 'invalid_input',
  '23514': 'invalid_input',
  '22P02': 'invalid_input',
  P0001: 'server_rule',
  P0002: 'not_found',
};

function classify(error: ErrorLike): AppErrorCode {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  const name = typeof error.name === 'string' ? error.name : '';
  if (name === 'AuthSessionMissingError' || message === 'Auth session missing!') {
    return 'session_missing';
  }
  if (/invalid refresh token/i.test(message)) return 'invalid_refresh_token';
  // update_user_plan refuses a paid plan without a recorded approved payment (hint set by us).
  if (error.hint === 'payment_required') return 'payment_required';
  // The two-factor rules (ours, with authored pt-BR text): a session that still owes its code.
  if (error.hint === 'mfa_required' || error.hint === 'admin_mfa_required') {
    return 'second_factor_required';
  }
  // A blocked account's access token, refused by the database before it expires.
  if (error.hint === 'user_banned') return 'account_blocked';
  if (authCodes[code]) return authCodes[code];
  if (postgresCodes[code]) return postgresCodes[code];
  if (/^Invalid login credentials$/i.test(message)) return 'invalid_credentials';
  if (/email not confirmed/i.test(message)) return 'email_not_confirmed';
  if (/already (been )?registered/i.test(message)) return 'email_exists';
  if (
    name === 'AuthRetryableFetchError' ||
    name === 'TypeError' ||
    /failed to fetch|networkerror|load failed|fetch failed/i.test(message)
  ) {
    return 'network';
  }
  if (error.status === 429) return 'rate_limited';
  return 'unknown';
}

/** True when the failure is "there was no session to end": sign-out treats it as success. */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof AppError
    ? error.code === 'session_missing'
    : typeof error === 'object' &&
        error !== null &&
        classify(error as ErrorLike) === 'session_missing';
}

/**
 * Map any thrown or returned error to an AppError carrying the action's title. Messages come
 * from our table; a `P0001` (or the payment refusal) raised by our own SQL functions carries
 * authored pt-BR text and is shown as is; zod failures show the schema's first (pt-BR) message; anything else is logged
 * and shown as the action's generic message.
 */
export function toAppError(error: unknown, context: ErrorContext): AppError {
  if (error instanceof AppError) return error;
  const fallback = context.message ?? GENERIC_ERROR_MESSAGE;
  if (isZodError(error)) {
    const first = error.issues[0] ? toastForIssue(error.issues[0].message).message : undefined;
    return new AppError('invalid_input', context.title, first ?? fallback, { cause: error });
  }
  if (typeof error !== 'object' || error === null) {
    console.error('[qrlink] unexpected error', error);
    return new AppError('unknown', context.title, fallback, { cause: error });
  }
  const code = classify(error as ErrorLike);
  const title = titles[code] ?? context.title;
  const authoredText =
    code === 'server_rule' ||
    code === 'payment_required' ||
    (code === 'second_factor_required' && typeof (error as ErrorLike).hint === 'string');
  if (authoredText) {
    const text = (error as ErrorLike).message;
    return new AppError(code, title, typeof text === 'string' && text ? text : fallback, {
      cause: error,
    });
  }
  if (code === 'unknown' || code === 'invalid_input') {
    console.error('[qrlink] unexpected error', error);
    return new AppError(code, title, fallback, { cause: error });
  }
  return new AppError(code, title, messages[code] ?? fallback, { cause: error });
}
