// 'Teste A/B' of a dynamic QR code or short link (docs/product/link-rules-and-utm.md, "Teste
// A/B"): up to 4 more destinations, each with a share of the visits in whole percent; the main
// destination keeps the rest (at least 1%). A visitor is sent by a hash of their address and
// browser, so the same person lands on the same variant each time, and many visitors split as
// the weights say. Checked after the smart routes (a route that fits wins) and before the
// destination per device (which applies when the main destination is drawn). One schema for
// the form and the `split` column; the database's split_problem says the same.
import { z } from 'zod';
import { KEYS } from '../validation/messages';
import { urlFieldWithOneMessage } from '../validation/url';
import { visitorBucket } from './visitor-bucket';

export const MAX_SPLIT_VARIANTS = 4;

// Built when first used (z.lazy), not when the module loads: see smart-routes.ts.
export const splitVariantSchema = z.lazy(() =>
  z.object({
    url: urlFieldWithOneMessage(KEYS.splitUrlInvalid),
    /** Whole percent of the visits, 1 to 99. */
    weight: z
      .number({ error: KEYS.splitWeightInvalid })
      .int(KEYS.splitWeightInvalid)
      .min(1, KEYS.splitWeightInvalid)
      .max(99, KEYS.splitWeightInvalid),
  }),
);
export type SplitVariant = z.output<typeof splitVariantSchema>;
/** A variant as the editor holds it while it is typed; `key` names it for React and is dropped. */
export type SplitVariantDraft = z.input<typeof splitVariantSchema> & { key?: string };

export const splitSchema = z.lazy(() =>
  z
    .array(splitVariantSchema)
    .max(MAX_SPLIT_VARIANTS, KEYS.splitTooManyVariants)
    .refine((variants) => variants.reduce((sum, v) => sum + v.weight, 0) <= 99, {
      message: KEYS.splitWeightsTooHigh,
    }),
);

/** The main destination's share: what the variants leave. */
export function mainShare(variants: readonly { weight: number }[]): number {
  return 100 - variants.reduce((sum, variant) => sum + variant.weight, 0);
}

/**
 * The variant a visitor is sent to, or null for the main destination. `seed` names the visitor
 * (address, browser and code); without one (no address) the draw is random.
 */
export function splitDestination(
  variants: readonly SplitVariant[],
  seed: string | null,
  random: () => number = Math.random,
): string | null {
  let bucket = seed === null ? Math.floor(random() * 100) : visitorBucket(seed, 100);
  for (const variant of variants) {
    if (bucket < variant.weight) return variant.url;
    bucket -= variant.weight;
  }
  return null;
}
