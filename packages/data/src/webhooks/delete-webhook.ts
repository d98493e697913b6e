// Deleting a webhook (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"): its delivery
// log goes with it.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const DELETE_WEBHOOK_ERROR = {
  title: 'Erro ao excluir webhook',
  message: 'Não foi possível excluir o webhook.',
};

export async function deleteWebhook(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('webhooks').delete().eq('id', id);
  if (error) throw toAppError(error, DELETE_WEBHOOK_ERROR);
}
