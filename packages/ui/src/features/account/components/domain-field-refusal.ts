// The domain forms show a refusal about what was typed (a malformed domain, one already added,
// the plan's limit, a refused root address) under the field, where the person fixes it; any
// other failure (the network, a session gone) is a toast.
import { AppError, type AppErrorCode } from '@qrlink/data/errors';

const ABOUT_THE_FIELD: readonly AppErrorCode[] = ['invalid_input', 'conflict', 'server_rule'];

/** The message to show under the field, or null when the failure is a toast's. */
export function domainFieldRefusal(error: unknown): string | null {
  return error instanceof AppError && ABOUT_THE_FIELD.includes(error.code) ? error.message : null;
}
