// Adding a webhook (its signing secret is answered this once), sending it a test event, and
// deleting it (its delivery log goes with it).
import { z } from 'zod';
import { normaliseUrl } from '@qrlink/core/validation/url';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { toRuleAwareError } from '../rule-refusal';

export const CREATE_WEBHOOK_ERROR = {
  title: 'Erro ao criar webhook',
  message: 'Não foi possível criar o webhook.',
};
export const PING_WEBHOOK_ERROR = {
  title: 'Erro ao enviar teste',
  message: 'Não foi possível enviar o teste.',
};
export const DELETE_WEBHOOK_ERROR = {
  title: 'Erro ao excluir webhook',
  message: 'Não foi possível excluir o webhook.',
};
const HTTPS_ONLY = 'Use um endereço https:// válido, com até 2048 caracteres.';

const createdSchema = z.object({ id: z.string(), url: z.string(), secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdSchema>;

export async function createWebhook(url: string): Promise<CreatedWebhook> {
  const checked = normaliseUrl(url);
  if (!checked.ok || !checked.url.startsWith('https://')) {
    throw AppError.of('invalid_input', { title: CREATE_WEBHOOK_ERROR.title, message: HTTPS_ONLY });
  }
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('create_webhook', { p_url: checked.url });
    if (error) throw error;
    return createdSchema.parse(data);
  } catch (error) {
    throw toRuleAwareError(error, CREATE_WEBHOOK_ERROR);
  }
}

export async function pingWebhook(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('ping_webhook', { p_id: id });
  if (error) throw toRuleAwareError(error, PING_WEBHOOK_ERROR);
}

export async function deleteWebhook(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('webhooks').delete().eq('id', id);
  if (error) throw toAppError(error, DELETE_WEBHOOK_ERROR);
}
