// 'Criar chave': the database makes the key for a workspace and answers it this once (it keeps
// only a hash). Only the workspace's owners and admins may; the key acts there with its creator's
// role, capped by its scope.
import { z } from 'zod';
import { getSupabase } from '../client';
import { AppError } from '../errors';
import { toRuleAwareError } from '../rule-refusal';

const CREATE_API_KEY_ERROR = {
  title: 'Erro ao criar chave',
  message: 'Não foi possível criar a chave de API.',
};

export const API_KEY_SCOPES = ['read_write', 'read_only'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const createdSchema = z.object({ id: z.string(), name: z.string(), key: z.string() });
export type CreatedApiKey = z.infer<typeof createdSchema>;

export async function createApiKey(
  name: string,
  workspaceId: string,
  scope: ApiKeyScope,
): Promise<CreatedApiKey> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 100) {
    throw AppError.of('invalid_input', {
      title: CREATE_API_KEY_ERROR.title,
      message: 'Dê um nome de 1 a 100 caracteres à chave.',
    });
  }
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('create_api_key', {
      p_name: trimmed,
      p_workspace: workspaceId,
      p_scope: scope,
    });
    if (error) throw error;
    return createdSchema.parse(data);
  } catch (error) {
    throw toRuleAwareError(error, CREATE_API_KEY_ERROR);
  }
}
