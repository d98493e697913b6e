// GET .../{id}/stats: the same aggregation the app's analysis screens show (visit_stats, from the
// daily rollups), for one code of the key's owner.
import type { DbClient } from '../../db/database';
import { apiError } from './api-error';
import { apiVisitStatsSchema } from './api-schemas';

export async function visitStatsOf(
  tx: DbClient,
  kind: 'qr' | 'link',
  id: string,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const { rows } = await tx.query<{
    stats: Record<string, unknown> | null;
    from: string;
    to: string;
  }>(
    `select public.visit_stats($1, $2::uuid, $3::date, $4::date) as stats,
            coalesce($3::date, (now() at time zone 'America/Sao_Paulo')::date - 29)::text as from,
            coalesce($4::date, (now() at time zone 'America/Sao_Paulo')::date)::text as to`,
    [kind, id, range.from ?? null, range.to ?? null],
  );
  const row = rows[0]!;
  if (!row.stats) {
    throw apiError(
      400,
      'validation_failed',
      'Período inválido: escolha no máximo 1 ano, com a data final depois da inicial.',
    );
  }
  return apiVisitStatsSchema.parse({ ...row.stats, from: row.from, to: row.to });
}
