// The saved part of a QR design: core's save rules plus the owner. The database checks again
// (RLS owner-only, http(s) only, colour format, length).
import { z } from 'zod';
import { qrSaveSchema } from '@qrlink/core/validation/qr-save-schema';

export const qrDesignInputSchema = qrSaveSchema.omit({ logoUrl: true }).extend({
  userId: z.string().min(1, 'Você precisa estar logado.'),
});

export type QrDesignInput = z.input<typeof qrDesignInputSchema>;

/** Wraps a database failure as 'Falha ao salvar dados do QR Code: ...' with a pt-BR reason. */
export function saveDataFailureMessage(reason: string): string {
  return `Falha ao salvar dados do QR Code: ${reason}`;
}
