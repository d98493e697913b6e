// The saved part of a QR design, checked before it reaches the database (the database checks
// again: http(s) only, colour format, length).
import { z } from 'zod';
import { MESSAGES } from '@qrlink/core/validation/messages';
import { httpUrlField } from '@qrlink/core/validation/url';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, MESSAGES.colorInvalid.message);

export const qrDesignInputSchema = z.object({
  userId: z.string().min(1, 'Você precisa estar logado.'),
  targetUrl: httpUrlField(MESSAGES.qrTargetRequired.message),
  fgColor: hexColor,
  bgColor: hexColor,
});

export type QrDesignInput = z.input<typeof qrDesignInputSchema>;

/** Wraps a database failure as 'Falha ao salvar dados do QR Code: ...' with a pt-BR reason. */
export function saveDataFailureMessage(reason: string): string {
  return `Falha ao salvar dados do QR Code: ${reason}`;
}
