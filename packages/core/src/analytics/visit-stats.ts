// The analytics of a period as the database aggregates them (visit_stats and shared_report,
// from the daily rollups; docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"): the
// app parses what it reads with this schema, the REST API builds its answers and documents them
// (OpenAPI) with it, and a visit report is made of it, so the three share one shape.
import { z } from 'zod';

const count = z.number().int();

/** A dimension's top 10: its values and their visits. */
const breakdown = z.array(z.object({ value: z.string(), visits: count }));

export const visitStatsSchema = z.object({
  visits: count.meta({ description: 'Visitas contadas (sem robôs).' }),
  visitors: count.meta({ description: 'Visitantes únicos, somados por dia.' }),
  bots: count.meta({ description: 'Robôs e pré-visualizações (não contados).' }),
  /** Every Brazilian day of the period, 'YYYY-MM-DD', with or without visits. */
  days: z.array(z.object({ day: z.iso.date(), visits: count, visitors: count })),
  device: breakdown,
  browser: breakdown,
  os: breakdown,
  country: breakdown,
  city: breakdown,
  referrer: breakdown,
  /** Where the rules sent the visits (codes with smart routes or destinations per device). */
  destination: breakdown,
});

export type VisitStats = z.infer<typeof visitStatsSchema>;
