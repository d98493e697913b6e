// Admin: signed Mercado Pago notifications the server acknowledged without recording anything
// (an account or plan that no longer exists, an amount refused, an unreadable answer), newest
// first. RLS lets only admins read them; each needs a person to decide (refund, contact the buyer).
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const paymentNotificationProblemSchema = z.object({
  id: z.string(),
  topic: z.string(),
  resource_id: z.string(),
  /** Why it could never be recorded, in pt-BR. */
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  occurrences: z.number(),
  first_received_at: z.string(),
  received_at: z.string(),
});
export type PaymentNotificationProblem = z.infer<typeof paymentNotificationProblemSchema>;

export const PAYMENT_PROBLEMS_ERROR = {
  title: 'Erro ao carregar notificações de pagamento',
  message:
    'Falha ao carregar as notificações não registradas. Você tem permissão de administrador?',
};

export async function listPaymentNotificationProblems(
  limit = 100,
): Promise<PaymentNotificationProblem[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('payment_notification_problems')
      .select(
        'id, topic, resource_id, reason, details, occurrences, first_received_at, received_at',
      )
      .order('received_at', { ascending: false })
      .limit(limit);
    if (error) throw error;
    return z.array(paymentNotificationProblemSchema).parse(data);
  } catch (error) {
    throw toAppError(error, PAYMENT_PROBLEMS_ERROR);
  }
}
