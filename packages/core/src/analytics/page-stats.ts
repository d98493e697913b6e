// The analytics of one page as the database aggregates them (page_stats, from the daily rollups;
// docs/product/pages.md, "Analytics"): its visits with every figure a code's analysis has, plus
// the taps on its buttons.
import { z } from 'zod';
import { visitStatsSchema } from './visit-stats';

const count = z.number().int();

export const pageStatsSchema = visitStatsSchema.extend({
  /** Taps on the page's buttons in the period (robots' not counted). */
  clicks: count,
  /** Every button tapped in the period, by its id (the page's content names it), most first. */
  buttons: z.array(z.object({ value: z.string(), clicks: count })),
});

export type PageStats = z.infer<typeof pageStatsSchema>;
