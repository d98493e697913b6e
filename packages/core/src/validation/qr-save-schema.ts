import { z } from 'zod';
import { DEFAULT_BG_COLOR, DEFAULT_FG_COLOR } from '../constants';
import { KEYS } from './messages';
import { httpUrlField } from './url';

/** `#rgb` or `#rrggbb`, the two forms colour inputs produce; stored lowercased. */
export const hexColorField = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, KEYS.colorInvalid)
  .transform((value) => value.toLowerCase());

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
/** Saving a QR code: target URL required and http(s); colours hex; logo URL or null. */
export const qrSaveSchema = z.lazy(() =>
  z.object({
    targetUrl: httpUrlField(KEYS.qrTargetRequired),
    fgColor: hexColorField.default(DEFAULT_FG_COLOR),
    bgColor: hexColorField.default(DEFAULT_BG_COLOR),
    logoUrl: z
      .string()
      .nullish()
      .transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
  }),
);

export type QrSaveInput = z.input<typeof qrSaveSchema>;
export type QrSaveData = z.output<typeof qrSaveSchema>;
