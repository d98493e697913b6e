// The plan a workspace works under, its owner's (docs/product/teams.md, "The plan of a
// workspace"), as Configurações > Assinatura shows it to any member.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const planSchema = z.object({
  plan_name: z.string(),
  owner_is_me: z.boolean(),
  owner_name: z.string().nullable(),
  members: z.number(),
  max_seats: z.number(),
  page_badge: z.boolean(),
});

export interface WorkspacePlan {
  planName: string;
  ownerIsMe: boolean;
  ownerName: string | null;
  members: number;
  maxSeats: number;
  /** A free plan: the workspace's pages show 'Feito com QR Link' (docs/product/pages.md). */
  pageBadge: boolean;
}

export async function getWorkspacePlan(workspaceId: string): Promise<WorkspacePlan> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('workspace_plan', { p_workspace: workspaceId });
    if (error) throw error;
    const row = planSchema.parse(data);
    return {
      planName: row.plan_name,
      ownerIsMe: row.owner_is_me,
      ownerName: row.owner_name,
      members: row.members,
      maxSeats: row.max_seats,
      pageBadge: row.page_badge,
    };
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao carregar o plano',
      message: 'Não foi possível carregar o plano deste espaço de trabalho.',
    });
  }
}
