// Adding a webhook to a workspace (docs/product/sharing-api-lgpd.md, "Sharing, the API and
// LGPD"; its owners and admins only: docs/product/teams.md, "Webhooks"): an https address only;
// its signing secret is answered this once.
import { z } from 'zod';
import { normaliseUrl } from '@qrlink/core/validation/url';
import { getSupabase } from '../client';
import { AppError } from '../errors';
import { toRuleAwareError } from '../rule-refusal';

const CREATE_WEBHOOK_ERROR = {
  title: 'Erro ao criar webhook',
  message: 'Não foi possível criar o webhook.',
};
const HTTPS_ONLY = 'Use um endereço https:// válido, com até 2048 caracteres.';

const createdSchema = z.object({ id: z.string(), url: z.string(), secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdSchema>;

export async function createWebhook(url: string, workspaceId: string): Promise<CreatedWebhook> {
  const checked = normaliseUrl(url);
  if (!checked.ok || !checked.url.startsWith('https://')) {
    throw AppError.of('invalid_input', { title: CREATE_WEBHOOK_ERROR.title, message: HTTPS_ONLY });
  }
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('create_webhook', {
      p_url: checked.url,
      p_workspace: workspaceId,
    });
    if (error) throw error;
    return createdSchema.parse(data);
  } catch (error) {
    throw toRuleAwareError(error, CREATE_WEBHOOK_ERROR);
  }
}
