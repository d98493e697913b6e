// Configurações > API: the keys of a workspace as the database lists them to its owners and
// admins (never the key, never its hash).
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scope: z.enum(['read_write', 'read_only']),
  rate_limit_per_minute: z.number(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const API_KEY_COLUMNS =
  'id, name, prefix, scope, rate_limit_per_minute, created_at, last_used_at, revoked_at';

const LIST_API_KEYS_ERROR = {
  title: 'Erro ao carregar chaves',
  message: 'Não foi possível carregar suas chaves de API.',
};

export async function listApiKeys(workspaceId: string): Promise<ApiKey[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('api_keys')
      .select(API_KEY_COLUMNS)
      .eq('workspace_id', workspaceId)
      .order('created_at', { ascending: false });
    if (error) throw error;
    return z.array(apiKeySchema).parse(data);
  } catch (error) {
    throw toAppError(error, LIST_API_KEYS_ERROR);
  }
}
