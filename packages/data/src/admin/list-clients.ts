// Admin > Gerenciar Clientes: one page of clients, searched (name or e-mail) and sorted by the
// database (admin_list_clients), so the table stays quick with thousands of clients.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const LIST_CLIENTS_ERROR = {
  title: 'Erro ao carregar clientes',
  message:
    'Não foi possível carregar os clientes. Verifique se você tem permissão de administrador.',
};

export const clientRowSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  plan_id: z.string(),
  plan_name: z.string().nullable(),
  created_at: z.string(),
});

export type ClientRow = z.infer<typeof clientRowSchema>;

export const CLIENT_SORTS = ['full_name', 'email', 'role', 'plan', 'created_at'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export interface ListClientsInput {
  search?: string;
  sort: ClientSort;
  ascending: boolean;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

const pageSchema = z.object({ total: z.coerce.number(), rows: z.array(clientRowSchema) });

export async function listClients(
  input: ListClientsInput,
): Promise<{ rows: ClientRow[]; total: number }> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_list_clients', {
      p_search: input.search?.trim() ?? '',
      p_sort: input.sort,
      p_ascending: input.ascending,
      p_limit: input.pageSize,
      p_offset: input.page * input.pageSize,
    });
    if (error) throw error;
    return pageSchema.parse(data);
  } catch (error) {
    throw toAppError(error, LIST_CLIENTS_ERROR);
  }
}
