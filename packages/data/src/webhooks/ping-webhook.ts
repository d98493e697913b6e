// 'Enviar teste' (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"): queues one test
// event for a webhook; the database refuses a second while one is waiting.
import { getSupabase } from '../client';
import { toRuleAwareError } from '../rule-refusal';

const PING_WEBHOOK_ERROR = {
  title: 'Erro ao enviar teste',
  message: 'Não foi possível enviar o teste.',
};

export async function pingWebhook(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('ping_webhook', { p_id: id });
  if (error) throw toRuleAwareError(error, PING_WEBHOOK_ERROR);
}
