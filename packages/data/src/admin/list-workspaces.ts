// Admin > Espaços de trabalho (docs/product/teams.md, "What an admin sees"): one page of every
// workspace of the platform, team workspaces first, searched by name or a member's e-mail by the
// database (admin_list_workspaces), with each one's owner, plan, counts and members.
import { z } from 'zod';
import { WORKSPACE_ROLES } from '@qrlink/core/teams/workspace-roles';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const LIST_WORKSPACES_ERROR = {
  title: 'Erro ao carregar espaços de trabalho',
  message: 'Não foi possível carregar os espaços de trabalho.',
};

const adminWorkspaceMemberSchema = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
});

export type AdminWorkspaceMember = z.infer<typeof adminWorkspaceMemberSchema>;

const adminWorkspaceRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Every account's own workspace ('Pessoal'), as opposed to a team's. */
  personal: z.boolean(),
  // Null only if the owner's profile is missing: the row still lists.
  owner_id: z.string().nullable(),
  owner_email: z.string().nullable(),
  owner_name: z.string().nullable(),
  /** The owner's plan, which a team workspace works under. */
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  members: z.coerce.number(),
  /** QR codes and short links. */
  items: z.coerce.number(),
  created_at: z.string(),
  /** Owner, administrators, editors, then readers, each by e-mail. */
  member_list: z.array(adminWorkspaceMemberSchema),
});

export type AdminWorkspaceRow = z.infer<typeof adminWorkspaceRowSchema>;

const adminWorkspacePageSchema = z.object({
  total: z.coerce.number(),
  rows: z.array(adminWorkspaceRowSchema),
});

export type AdminWorkspacePage = z.infer<typeof adminWorkspacePageSchema>;

export interface ListAdminWorkspacesInput {
  search?: string;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

export async function listAdminWorkspaces(
  input: ListAdminWorkspacesInput,
): Promise<AdminWorkspacePage> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_list_workspaces', {
      p_search: input.search?.trim() ?? '',
      p_limit: input.pageSize,
      p_offset: input.page * input.pageSize,
    });
    if (error) throw error;
    return adminWorkspacePageSchema.parse(data);
  } catch (error) {
    throw toAppError(error, LIST_WORKSPACES_ERROR);
  }
}
