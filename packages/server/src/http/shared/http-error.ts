/**
 * An error that already knows its HTTP answer. Routes throw it; the app's error handler sends
 * `status` with `body` verbatim, so each API keeps the JSON shape its real counterpart uses
 * (PostgREST's {code, message, details, hint}, GoTrue's {code, error_code, msg}, ...).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** PostgREST's error body: every field present, absent ones as null. */
export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, details, hint, message }, headers);
}
