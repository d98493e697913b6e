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

/** Saving a QR code: target URL required and http(s); colours hex; logo URL or null. */
export const qrSaveSchema = z.object({
  targetUrl: httpUrlField(KEYS.qrTargetRequired),
  fgColor: hexColorField.default(DEFAULT_FG_COLOR),
  bgColor: hexColorField.default(DEFAULT_BG_COLOR),
  logoUrl: z
    .string()
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
});

export type QrSaveInput = z.input<typeof qrSaveSchema>;
export type QrSaveData = z.output<typeof qrSaveSchema>;
