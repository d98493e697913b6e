// Configurações > API: a workspace's webhooks (never their secrets) and their latest deliveries,
// as the database shows them to its owners and admins.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const webhookSchema = z.object({ id: z.string(), url: z.string(), created_at: z.string() });
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhook_id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  last_status: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const LIST_WEBHOOKS_ERROR = {
  title: 'Erro ao carregar webhooks',
  message: 'Não foi possível carregar seus webhooks.',
};

/** How many deliveries the log shows (the newest). */
const DELIVERY_LOG_SIZE = 20;

export async function listWebhooks(workspaceId: string): Promise<{
  webhooks: Webhook[];
  deliveries: WebhookDelivery[];
}> {
  try {
    const supabase = await getSupabase();
    const hooks = await supabase
      .from('webhooks')
      .select('id, url, created_at')
      .eq('workspace_id', workspaceId)
      .order('created_at');
    if (hooks.error) throw hooks.error;
    const webhooks = z.array(webhookSchema).parse(hooks.data);
    if (webhooks.length === 0) return { webhooks, deliveries: [] };
    const log = await supabase
      .from('webhook_deliveries')
      .select(
        'id, webhook_id, event, status, attempts, last_status, last_error, next_attempt_at, delivered_at, created_at',
      )
      .in(
        'webhook_id',
        webhooks.map((hook) => hook.id),
      )
      .order('created_at', { ascending: false })
      .limit(DELIVERY_LOG_SIZE);
    if (log.error) throw log.error;
    return { webhooks, deliveries: z.array(webhookDeliverySchema).parse(log.data) };
  } catch (error) {
    throw toAppError(error, LIST_WEBHOOKS_ERROR);
  }
}
