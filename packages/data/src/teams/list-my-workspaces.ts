// The workspaces the user belongs to, with their role in each: the personal one first, then by
// name (the switcher and 'Equipe').
import { z } from 'zod';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@qrlink/core/teams/workspace-roles';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const rowSchema = z.object({
  role: z.enum(WORKSPACE_ROLES),
  workspaces: z.object({ id: z.string(), name: z.string(), personal_of: z.string().nullable() }),
});

export interface MyWorkspace {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
}

export async function listMyWorkspaces(userId: string): Promise<MyWorkspace[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('workspace_members')
    .select('role, workspaces(id, name, personal_of)')
    .eq('user_id', userId);
  if (error) {
    throw toAppError(error, {
      title: 'Erro ao carregar espaços de trabalho',
      message: 'Não foi possível carregar seus espaços de trabalho.',
    });
  }
  return z
    .array(rowSchema)
    .parse(data)
    .map(({ role, workspaces: w }) => ({
      id: w.id,
      name: w.name,
      personal: w.personal_of !== null,
      role,
    }))
    .sort(
      (a, b) => Number(b.personal) - Number(a.personal) || a.name.localeCompare(b.name, 'pt-BR'),
    );
}
