// Any failure as the {title, message} of a destructive toast. packages/data already throws
// AppError; anything else still goes through the one mapper so no raw text is shown.
import { toAppError } from '@qrlink/data/errors';

export function toToast(error: unknown, title: string): { title: string; message: string } {
  const mapped = toAppError(error, { title });
  return { title: mapped.title, message: mapped.message };
}
