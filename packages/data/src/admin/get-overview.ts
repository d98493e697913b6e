// Admin > Análise Geral: the six overview figures, counted in SQL (the daily activity:
// get-daily-activity.ts).
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const ADMIN_ANALYTICS_ERROR = {
  title: 'Erro de Análise',
  message: 'Falha ao carregar as análises. Você tem permissão de administrador?',
};

const count = z.coerce.number();

export const adminOverviewSchema = z.object({
  total_users: count,
  new_users_last_30_days: count,
  total_qr_codes: count,
  total_short_links: count,
  total_scans: count,
  total_clicks: count,
});

export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export async function getAdminOverview(): Promise<AdminOverview> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('get_admin_analytics_overview');
    if (error) throw error;
    return adminOverviewSchema.parse(data);
  } catch (error) {
    throw toAppError(error, ADMIN_ANALYTICS_ERROR);
  }
}
