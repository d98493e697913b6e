// One way to call a server function (`functions.invoke`: an Edge Function when hosted, a route
// of our server self-hosted) and turn its failure into an AppError. Our functions refuse with
// `{code, message}` where the message is already pt-BR for the user; the caller says which
// statuses carry such a message, and which get a fixed text of its own.
import { getSupabase } from './client';
import { AppError, toAppError, type AppErrorCode, type ErrorContext } from './errors';

/** What supabase-js's functions client returns on failure (read without importing it). */
interface FunctionsFailure {
  name?: unknown;
  context?: unknown;
}

export interface FunctionRefusals {
  /** Statuses whose body message is shown as is. */
  showMessageOf?: number[];
  /** Statuses shown with a fixed message instead. */
  fixedMessages?: Partial<Record<number, string>>;
}

const CODE_BY_STATUS: Partial<Record<number, AppErrorCode>> = {
  400: 'invalid_input',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  502: 'network',
  503: 'server_rule',
};

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

async function toFunctionError(
  error: FunctionsFailure,
  context: ErrorContext,
  refusals: FunctionRefusals,
): Promise<AppError> {
  // Network failure: the functions client wraps fetch's own error in `context`.
  if (error.name === 'FunctionsFetchError') return toAppError(error.context, context);
  if (!isResponse(error.context)) return toAppError(error, context);
  const { status } = error.context;
  const code = CODE_BY_STATUS[status] ?? 'unknown';
  const fixed = refusals.fixedMessages?.[status];
  if (fixed) return new AppError(code, context.title, fixed, { cause: error });
  const body = await readBody(error.context);
  if (
    refusals.showMessageOf?.includes(status) &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return new AppError(code, context.title, body.message, { cause: error });
  }
  return toAppError({ ...body, status }, context);
}

export async function invokeFunction<T>(
  name: string,
  body: unknown,
  context: ErrorContext,
  refusals: FunctionRefusals = {},
): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(name, { body: body as object });
  if (error) throw await toFunctionError(error as FunctionsFailure, context, refusals);
  return data as T;
}
