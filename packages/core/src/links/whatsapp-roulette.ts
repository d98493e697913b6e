// 'Roleta de WhatsApp' of a dynamic QR code or short link (docs/product/link-rules-and-utm.md,
// "Roleta de WhatsApp"): one printed code that hands visitors to several attendants, each a
// WhatsApp number with its own opening message. By weight, the same visitor always reaches the
// same attendant and many visitors spread as the weights say; in turn, one after another. Every
// visit keeps the attendant's chat address, so the analysis counts visits per attendant
// ('Destinos'). Checked after the smart routes (a route that fits wins), instead of the A/B
// test and the destination per device. One schema for the form and the `roulette` column; the
// database's roulette_problem says the same.
import { z } from 'zod';
import { toE164 } from '../phone/parse-phone';
import { KEYS } from '../validation/messages';
import { whatsappChatUrl } from '../whatsapp/build-whatsapp-link';
import { visitorBucket } from './visitor-bucket';

export const MIN_ATTENDANTS = 2;
export const MAX_ATTENDANTS = 10;
export const MAX_ATTENDANT_NAME = 60;
export const MAX_ATTENDANT_MESSAGE = 1000;
export const MAX_ATTENDANT_WEIGHT = 100;

export const ROULETTE_MODES = ['weights', 'turn'] as const;
export type RouletteMode = (typeof ROULETTE_MODES)[number];
export const ROULETTE_MODE_LABELS: Record<RouletteMode, string> = {
  weights: 'Por peso',
  turn: 'Rodízio',
};

/** A number as typed ('(11) 98765-4321'), kept in E.164 (+5511987654321), which parses again. */
const attendantPhone = () =>
  z.string({ error: KEYS.roulettePhoneInvalid }).transform((value, ctx) => {
    const checked = toE164(value);
    if (checked.ok) return checked.e164;
    ctx.issues.push({ code: 'custom', message: KEYS.roulettePhoneInvalid, input: value });
    return z.NEVER;
  });

// Built when first used (z.lazy), not when the module loads: see smart-routes.ts.
export const attendantSchema = z.lazy(() =>
  z.object({
    name: z
      .string({ error: KEYS.rouletteNameInvalid })
      .trim()
      .min(1, KEYS.rouletteNameInvalid)
      .max(MAX_ATTENDANT_NAME, KEYS.rouletteNameInvalid),
    phone: attendantPhone(),
    message: z
      .string({ error: KEYS.rouletteMessageTooLong })
      .max(MAX_ATTENDANT_MESSAGE, KEYS.rouletteMessageTooLong)
      .default(''),
    /** Relative to the others' (by weight); ignored in turn. */
    weight: z
      .number({ error: KEYS.rouletteWeightInvalid })
      .int(KEYS.rouletteWeightInvalid)
      .min(1, KEYS.rouletteWeightInvalid)
      .max(MAX_ATTENDANT_WEIGHT, KEYS.rouletteWeightInvalid),
  }),
);
export type Attendant = z.output<typeof attendantSchema>;
/** An attendant as the editor holds it while it is typed; `key` names it for React and is dropped. */
export type AttendantDraft = z.input<typeof attendantSchema> & { key?: string };

export const rouletteSchema = z.lazy(() =>
  z.object({
    mode: z.enum(ROULETTE_MODES, { error: KEYS.rouletteModeInvalid }),
    attendants: z
      .array(attendantSchema)
      .min(MIN_ATTENDANTS, KEYS.rouletteTooFewAttendants)
      .max(MAX_ATTENDANTS, KEYS.rouletteTooManyAttendants),
  }),
);
export type Roulette = z.output<typeof rouletteSchema>;
export type RouletteDraft = { mode: RouletteMode; attendants: AttendantDraft[] };

/** The chat an attendant opens: wa.me with their number and message. */
export function attendantUrl(attendant: Pick<Attendant, 'phone' | 'message'>): string {
  return whatsappChatUrl(attendant.phone, attendant.message);
}

/**
 * The attendant a visit goes to. By weight: `seed` names the visitor (address, browser and
 * code), so they keep their attendant; without one (no address) the draw is random. In turn:
 * `turn` counts the visits handed out so far.
 */
export function rouletteAttendant(
  roulette: Roulette,
  seed: string | null,
  turn: number,
  random: () => number = Math.random,
): Attendant {
  const { attendants } = roulette;
  if (roulette.mode === 'turn') return attendants[turn % attendants.length]!;
  const total = attendants.reduce((sum, attendant) => sum + attendant.weight, 0);
  let bucket = seed === null ? Math.floor(random() * total) : visitorBucket(seed, total);
  for (const attendant of attendants) {
    if (bucket < attendant.weight) return attendant;
    bucket -= attendant.weight;
  }
  return attendants[attendants.length - 1]!;
}

/**
 * How the owner's analysis names each attendant's chat in 'Destinos': 'Ana (WhatsApp
 * +5511987654321)', by the address the visits keep.
 */
export function attendantLabels(roulette: Roulette): Map<string, string> {
  return new Map(
    roulette.attendants.map((one) => [attendantUrl(one), `${one.name} (WhatsApp ${one.phone})`]),
  );
}

/** Each attendant's share of the visits, in whole percent (in turn: an equal share). */
export function attendantShares(roulette: {
  mode: RouletteMode;
  attendants: readonly { weight: number }[];
}): number[] {
  const { attendants } = roulette;
  if (roulette.mode === 'turn') return attendants.map(() => Math.round(100 / attendants.length));
  const total = attendants.reduce((sum, attendant) => sum + attendant.weight, 0);
  return attendants.map((attendant) =>
    total > 0 ? Math.round((attendant.weight / total) * 100) : 0,
  );
}
