import { z } from 'zod';
import { WORKSPACE_ROLES } from '@qrlink/core/teams/workspace-roles';
import { isUuid } from '@qrlink/core/validation/uuid';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { clientRowSchema } from './list-clients';

const GET_CLIENT_ERROR = {
  title: 'Erro ao carregar cliente',
  message: 'Não foi possível carregar o cliente.',
};

const CLIENT_NOT_FOUND = { ...GET_CLIENT_ERROR, message: 'Cliente não encontrado.' };

/** One of the client's workspaces, with the client's role in it. */
const clientWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: z.enum(WORKSPACE_ROLES),
  members: z.number(),
});

/**
 * A client as the edit screen shows it: the list's row, whether they sign in with a code, and
 * their workspaces (the personal one first).
 */
export const clientDetailSchema = clientRowSchema.extend({
  /** The account has a verified two-factor method (an authenticator app). */
  two_factor: z.boolean(),
  workspaces: z.array(clientWorkspaceSchema),
});

export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** One client for the edit form; 'Cliente não encontrado.' when the id matches no one. */
export async function getClient(clientId: string): Promise<ClientDetail> {
  if (!isUuid(clientId)) throw AppError.of('not_found', CLIENT_NOT_FOUND);
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_get_client', { p_client_id: clientId });
    if (error) throw error;
    if (data === null) throw AppError.of('not_found', CLIENT_NOT_FOUND);
    return clientDetailSchema.parse(data);
  } catch (error) {
    throw toAppError(error, GET_CLIENT_ERROR);
  }
}
