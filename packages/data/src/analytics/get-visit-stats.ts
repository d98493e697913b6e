// The analytics charts of one QR code or short link, or of all the user's codes of a kind:
// totals, unique visitors, a per-day series and top-10 breakdowns, aggregated in the database
// from daily rollups (visit_stats), never from raw rows here.
import { visitStatsSchema, type VisitStats } from '@qrlink/core/analytics/visit-stats';
import { getSupabase } from '../client';
import { invalidPeriodError } from './invalid-period';
import { toAppError } from '../errors';

const VISIT_STATS_ERROR = {
  title: 'Erro ao buscar análises',
  message: 'Não foi possível carregar os gráficos.',
};

export interface VisitStatsInput {
  kind: 'qr' | 'link';
  /** One code; omitted for all of the workspace's codes of this kind. */
  targetId?: string | undefined;
  /** The workspace of "all" (absent: the user's personal one). */
  workspaceId?: string | undefined;
  /** Brazilian calendar days, 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
}

export async function getVisitStats(input: VisitStatsInput): Promise<VisitStats> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('visit_stats', {
      p_kind: input.kind,
      p_target: input.targetId,
      p_from: input.from,
      p_to: input.to,
      p_workspace: input.workspaceId,
    });
    if (error) throw error;
    // The database answers null for a range it refuses (reversed or over a year).
    if (data === null) {
      throw invalidPeriodError();
    }
    return visitStatsSchema.parse(data);
  } catch (error) {
    throw toAppError(error, VISIT_STATS_ERROR);
  }
}
