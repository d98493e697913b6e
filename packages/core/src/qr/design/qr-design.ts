// The design of a QR code: how it looks, independent of what it encodes and of its size.
// Plain JSON (stored in a jsonb column).
// - qrDesignSchema: the studio's form and the save path; a bad value is a zod issue carrying a
//   catalogue key (pt-BR message), a missing value takes its default;
// - parseStoredQrDesign: whatever a row holds (old, partial, from a newer version) becomes a
//   valid design, each unreadable field falling back to its default.
// The defaults reproduce the look codes had before designs existed.
import { z } from 'zod';
import {
  DEFAULT_BG_COLOR,
  DEFAULT_FG_COLOR,
  FALLBACK_FG_COLOR,
  LOGO_SCALE,
  QR_ERROR_CORRECTION_LEVELS,
} from '../../constants';
import { KEYS } from '../../validation/messages';
import { hexColorField } from '../../validation/qr-save-schema';
import { canDrawText } from '../text/text-path';
import {
  DESIGN_LIMITS,
  EYE_SHAPES,
  FRAME_POSITIONS,
  FRAME_STYLES,
  FRAME_TEXT_PRESETS,
  LOGO_PLATES,
  MODULE_SHAPES,
} from './qr-design-options';

const color = hexColorField;

function fillSchema() {
  const stop = z.object({
    offset: z
      .number(KEYS.designGradientOffset)
      .min(0, KEYS.designGradientOffset)
      .max(1, KEYS.designGradientOffset),
    color,
  });
  const stops = z
    .array(stop, KEYS.designGradientStops)
    .min(DESIGN_LIMITS.gradientStops.min, KEYS.designGradientStops)
    .max(DESIGN_LIMITS.gradientStops.max, KEYS.designGradientStops)
    // Renderers expect ascending offsets; the studio may list them in any order.
    .transform((list) => [...list].sort((a, b) => a.offset - b.offset));
  return z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('solid'), color }),
      z.object({
        type: z.literal('linear'),
        /** Degrees, clockwise from pointing right (0: left to right, 90: top to bottom). */
        angle: z
          .number(KEYS.designGradientAngle)
          .min(0, KEYS.designGradientAngle)
          .max(360, KEYS.designGradientAngle),
        stops,
      }),
      z.object({ type: z.literal('radial'), stops }),
    ],
    { error: KEYS.designFillInvalid },
  );
}

/** A group of fields; missing, it is built from its fields' defaults. */
function group<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).prefault({} as never);
}

/** A field with its default (handed back as is when the field is missing: it is valid). */
function f<T extends z.ZodType>(schema: T, fallback: z.util.NoUndefined<z.output<T>>) {
  return schema.default(fallback);
}

function designSchema() {
  const frameText = z
    .string(KEYS.designFrameTextRequired)
    .trim()
    .min(1, KEYS.designFrameTextRequired)
    .max(DESIGN_LIMITS.frameText.max, KEYS.designFrameTextTooLong)
    .refine(canDrawText, KEYS.designFrameTextUnsupported);
  const eyeShape = z.enum(EYE_SHAPES, KEYS.designEyeShapeInvalid);
  return z.object({
    modules: group({
      shape: f(z.enum(MODULE_SHAPES, KEYS.designModuleShapeInvalid), 'square'),
      fill: f(fillSchema(), { type: 'solid', color: DEFAULT_FG_COLOR }),
    }),
    eyes: group({
      frameShape: f(eyeShape, 'square'),
      ballShape: f(eyeShape, 'square'),
      /** null: the modules' fill. */
      frameColor: f(color.nullable(), null),
      /** null: the eye frame's colour. */
      ballColor: f(color.nullable(), null),
    }),
    background: group({
      color: f(color, DEFAULT_BG_COLOR),
      transparent: f(z.boolean(), false),
    }),
    /** Quiet zone in modules. */
    margin: f(
      z
        .number(KEYS.designMarginInvalid)
        .int(KEYS.designMarginInvalid)
        .min(DESIGN_LIMITS.margin.min, KEYS.designMarginInvalid)
        .max(DESIGN_LIMITS.margin.max, KEYS.designMarginInvalid),
      4,
    ),
    /** Raised to H whenever a logo is drawn (it hides modules). */
    errorCorrectionLevel: f(z.enum(QR_ERROR_CORRECTION_LEVELS, KEYS.designLevelInvalid), 'M'),
    logo: group({
      /** Side of the logo as a fraction of the code's side (quiet zone included). */
      scale: f(
        z
          .number(KEYS.designLogoScaleInvalid)
          .min(DESIGN_LIMITS.logoScale.min, KEYS.designLogoScaleInvalid)
          .max(DESIGN_LIMITS.logoScale.max, KEYS.designLogoScaleInvalid),
        LOGO_SCALE,
      ),
      /** Empty space around the logo, same unit; modules under it are left out too. */
      padding: f(
        z
          .number(KEYS.designLogoPaddingInvalid)
          .min(DESIGN_LIMITS.logoPadding.min, KEYS.designLogoPaddingInvalid)
          .max(DESIGN_LIMITS.logoPadding.max, KEYS.designLogoPaddingInvalid),
        0,
      ),
      plate: f(z.enum(LOGO_PLATES, KEYS.designLogoPlateInvalid), 'none'),
      /** null: the background colour. */
      plateColor: f(color.nullable(), null),
    }),
    frame: group({
      style: f(z.enum(FRAME_STYLES, KEYS.designFrameStyleInvalid), 'none'),
      position: f(z.enum(FRAME_POSITIONS, KEYS.designFramePositionInvalid), 'bottom'),
      text: f(frameText, FRAME_TEXT_PRESETS[0]),
      color: f(color, DEFAULT_FG_COLOR),
      textColor: f(color, DEFAULT_BG_COLOR),
    }),
  });
}

/**
 * Built on its first parse (z.lazy): zod building it was a third of evaluating the QR studio's
 * modules on a phone, and a new code's first paint parses nothing (safeParseQrDesign).
 */
export const qrDesignSchema = z.lazy(designSchema);

export type QrDesign = z.output<typeof qrDesignSchema>;
/** What the studio may send: any part may be missing. */
export type QrDesignInput = z.input<typeof qrDesignSchema>;
export type QrFill = QrDesign['modules']['fill'];
export type QrGradientStop = Extract<QrFill, { type: 'radial' }>['stops'][number];

/**
 * Today's look: square modules and eyes, #fd1455 on white, 4-module quiet zone, no frame. What
 * the schema gives for an empty design (qr-design.test.ts checks they are equal), written out
 * rather than parsed when the module loads: with zod parsing without eval, that parse was a
 * noticeable part of the studio's first load on a phone.
 */
export const DEFAULT_QR_DESIGN: QrDesign = deepFreeze({
  modules: { shape: 'square', fill: { type: 'solid', color: DEFAULT_FG_COLOR } },
  eyes: { frameShape: 'square', ballShape: 'square', frameColor: null, ballColor: null },
  background: { color: DEFAULT_BG_COLOR, transparent: false },
  margin: 4,
  errorCorrectionLevel: 'M',
  logo: { scale: LOGO_SCALE, padding: 0, plate: 'none', plateColor: null },
  frame: {
    style: 'none',
    position: 'bottom',
    text: FRAME_TEXT_PRESETS[0],
    color: DEFAULT_FG_COLOR,
    textColor: DEFAULT_BG_COLOR,
  },
});

/** Frozen all the way down: a design known valid stays so (safeParseQrDesign trusts it). */
export function deepFreeze<T extends object>(value: T): T {
  for (const field of Object.values(value))
    if (typeof field === 'object' && field !== null) deepFreeze(field);
  return Object.freeze(value);
}

/**
 * qrDesignSchema.safeParse, without parsing DEFAULT_QR_DESIGN itself: it is valid (frozen, and
 * the tests parse it), and the studio starts from it, so a new code's first paint on a phone
 * never builds the schema.
 */
export function safeParseQrDesign(input: unknown): ReturnType<typeof qrDesignSchema.safeParse> {
  return input === DEFAULT_QR_DESIGN
    ? { success: true, data: DEFAULT_QR_DESIGN }
    : qrDesignSchema.safeParse(input);
}

const GROUPS = new Set(['modules', 'eyes', 'background', 'logo', 'frame']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Read a stored design (any JSON, or null for codes saved before designs): never throws.
 * Each field that does not parse is dropped, so it takes its default, and the rest is kept.
 */
export function parseStoredQrDesign(stored: unknown): QrDesign {
  const input: Record<string, unknown> = isRecord(stored) ? structuredClone(stored) : {};
  // Each round drops at least one field; a design has fewer than 30.
  for (let round = 0; round < 30; round += 1) {
    const parsed = qrDesignSchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [top, field] = issue.path.map(String);
      if (top === undefined) continue;
      const parent = input[top];
      if (GROUPS.has(top) && field !== undefined && isRecord(parent)) delete parent[field];
      else delete input[top];
    }
  }
  /* c8 ignore next -- unreachable: every round removes what failed */
  return qrDesignSchema.parse({});
}

/**
 * The design of a code saved with only colours (the fg_color and bg_color columns): its look
 * does not change. A missing foreground is black, as everywhere outside the editor.
 */
export function designFromColors(fgColor: string | null, bgColor: string | null): QrDesign {
  return parseStoredQrDesign({
    modules: { fill: { type: 'solid', color: fgColor ?? FALLBACK_FG_COLOR } },
    background: { color: bgColor },
  });
}
