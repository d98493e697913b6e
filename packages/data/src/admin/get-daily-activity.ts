// Admin > Análise Geral: new users and counted scans and clicks per Brazilian day, counted in SQL.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { ADMIN_ANALYTICS_ERROR } from './get-overview';

const count = z.coerce.number();

const activityRowSchema = z.object({
  day: z.string(),
  new_users: count,
  scans: count,
  clicks: count,
});

export type AdminActivityDay = z.infer<typeof activityRowSchema>;

/** One row per Brazilian day of the last `days` (today included), zeros where nothing happened. */
export async function getAdminDailyActivity(days: number): Promise<AdminActivityDay[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_daily_activity', { p_days: days });
    if (error) throw error;
    return z.array(activityRowSchema).parse(data);
  } catch (error) {
    throw toAppError(error, ADMIN_ANALYTICS_ERROR);
  }
}
