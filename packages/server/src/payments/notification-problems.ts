// Signed notifications that can never be recorded, however often Mercado Pago retries them: the
// database refuses what they name (an account or plan that no longer exists, the free plan, an
// amount below zero, a payment now naming another account) or Mercado Pago's answer cannot be read.
// They are acknowledged, logged and kept in payment_notification_problems for the admins; a 5xx
// would only make Mercado Pago send them again forever. What a retry can fix (Mercado Pago or the
// database unreachable, a serialization failure) still fails the request.
import type { Db } from '../db/database';
import { queryAs } from '../http/shared/run-as';

export class NotificationProblem extends Error {
  constructor(
    /** pt-BR, for the admins. */
    readonly reason: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(reason);
    this.name = 'NotificationProblem';
  }
}

/** SQLSTATE classes a retry cannot change: data exceptions and integrity violations. */
const REFUSED_FOR_GOOD = /^(22|23)[0-9A-Z]{3}$/;

function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSED_FOR_GOOD.test(code) ? code : undefined;
}

/**
 * Runs a database write of a notification's outcome; a refusal no retry can change becomes a
 * NotificationProblem carrying `details`. Our record_provider_* functions refuse with 22023 and
 * a pt-BR sentence ('Usuário não encontrado.'), which becomes the reason as it is.
 */
export async function writeOrProblem<T>(
  write: () => Promise<T>,
  details: Record<string, unknown>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const sqlState = sqlStateOf(error);
    if (!sqlState) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const reason =
      sqlState === '22023' ? message : `O banco de dados recusou o registro (${sqlState}).`;
    throw new NotificationProblem(reason, { ...details, sqlstate: sqlState, message });
  }
}

export interface ProblemRecord {
  topic: string;
  resourceId: string;
  problem: NotificationProblem;
}

/** Keeps the problem for the admins (one row per topic, resource and reason). */
export async function recordNotificationProblem(db: Db, record: ProblemRecord): Promise<void> {
  await queryAs(
    db,
    { role: 'service_role' },
    'select public.record_payment_notification_problem($1, $2, $3, $4)',
    [
      record.topic,
      record.resourceId,
      record.problem.reason,
      JSON.stringify(record.problem.details),
    ],
  );
}
