// The domain forms show a refusal about what was typed (a malformed domain, one already added,
// the plan's limit, a refused root address) under the field, where the person fixes it; any
// other failure (the network, a session gone) is a toast.
import { AppError, type AppErrorCode } from '@qrlink/data/errors';
import { notify } from '@/lib/notify';

const ABOUT_THE_FIELD: readonly AppErrorCode[] = ['invalid_input', 'conflict', 'server_rule'];

/** Shows a failure under the field (`showUnderField`) when it is about it, else as a toast. */
export function showDomainRefusal(error: unknown, showUnderField: (message: string) => void) {
  if (error instanceof AppError && ABOUT_THE_FIELD.includes(error.code)) {
    showUnderField(error.message);
  } else notify.failure(error);
}
