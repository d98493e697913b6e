// 'Atividade': one page of a workspace's activity, newest first, filtered by action, person and
// period in the database (list_workspace_activity, which also names the people); the CSV export
// pages through every matching line the same way.
import { z } from 'zod';
import {
  ACTIVITY_ACTIONS,
  activityToCsv,
  type ActivityAction,
} from '@qrlink/core/teams/workspace-activity';
import { getSupabase } from '../client';
import { toTeamError } from './team-refusal';

const entrySchema = z.object({
  id: z.coerce.string(),
  at: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  item_kind: z.enum(['qr', 'short_link']),
  item_id: z.string(),
  item_label: z.string(),
  actor_id: z.string().nullable(),
  actor: z.string().nullable(),
});
export type ActivityRow = z.infer<typeof entrySchema>;

const pageSchema = z.object({ total: z.coerce.number(), rows: z.array(entrySchema) });

export interface ActivityFilters {
  workspaceId: string;
  action?: ActivityAction | undefined;
  actorId?: string | undefined;
  /** 'YYYY-MM-DD': from the start of that day (the browser's time zone). */
  from?: string | null;
  /** 'YYYY-MM-DD': up to the end of that day. */
  to?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function listWorkspaceActivity(
  filters: ActivityFilters,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: ActivityRow[] }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('list_workspace_activity', {
    p_workspace: filters.workspaceId,
    p_action: filters.action,
    p_actor: filters.actorId,
    p_from:
      filters.from && DAY.test(filters.from)
        ? new Date(`${filters.from}T00:00:00`).toISOString()
        : undefined,
    p_to:
      filters.to && DAY.test(filters.to)
        ? new Date(`${filters.to}T23:59:59.999`).toISOString()
        : undefined,
    p_limit: pageSize,
    p_offset: page * pageSize,
  });
  if (error) {
    throw toTeamError(error, {
      title: 'Erro ao carregar a atividade',
      message: 'Não foi possível carregar a atividade.',
    });
  }
  return pageSchema.parse(data);
}

const EXPORT_PAGE = 1000;

/** Every matching line, as the pt-BR CSV of the screen. */
export async function exportWorkspaceActivityCsv(filters: ActivityFilters): Promise<string> {
  const rows: ActivityRow[] = [];
  for (let page = 0; ; page += 1) {
    const batch = await listWorkspaceActivity(filters, page, EXPORT_PAGE);
    rows.push(...batch.rows);
    if (batch.rows.length < EXPORT_PAGE || rows.length >= batch.total) break;
  }
  return activityToCsv(rows);
}
