// The analytics of one page of the workspace (page_stats): its visits as a code's analysis shows
// them, and the taps on each of its buttons, aggregated in the database from the daily rollups.
import { pageStatsSchema, type PageStats } from '@qrlink/core/analytics/page-stats';
import { getSupabase } from '../client';
import { invalidPeriodError } from '../analytics/invalid-period';
import { toAppError } from '../errors';

const PAGE_STATS_ERROR = {
  title: 'Erro ao buscar análises',
  message: 'Não foi possível carregar os gráficos.',
};

export interface PageStatsInput {
  pageId: string;
  /** Brazilian calendar days, 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
}

export async function getPageStats(input: PageStatsInput): Promise<PageStats> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('page_stats', {
      p_page: input.pageId,
      p_from: input.from,
      p_to: input.to,
    });
    if (error) throw error;
    // The database answers null for a range it refuses (reversed or over a year).
    if (data === null) {
      throw invalidPeriodError();
    }
    return pageStatsSchema.parse(data);
  } catch (error) {
    throw toAppError(error, PAGE_STATS_ERROR);
  }
}
