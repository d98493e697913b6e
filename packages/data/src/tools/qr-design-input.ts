// The saved part of a QR design: core's save rules plus the owner. The database checks again
// (RLS owner-only, http(s) only, colour format, length).
import { z } from 'zod';
import { qrSaveSchema } from '@qrlink/core/validation/qr-save-schema';

export const qrDesignInputSchema = qrSaveSchema.omit({ logoUrl: true }).extend({
  userId: z.string().min(1, 'Você precisa estar logado.'),
});

export type QrDesignInput = z.input<typeof qrDesignInputSchema>;

/** The qr_codes columns a checked design sets, the same when creating and when editing. */
export function qrDesignColumns(
  design: z.output<typeof qrDesignInputSchema>,
  logoUrl: string | null,
) {
  return {
    user_id: design.userId,
    target_url: design.targetUrl,
    fg_color: design.fgColor,
    bg_color: design.bgColor,
    logo_url: logoUrl,
  };
}

/** Wraps a database failure as 'Falha ao salvar dados do QR Code: ...' with a pt-BR reason. */
export function saveDataFailureMessage(reason: string): string {
  return `Falha ao salvar dados do QR Code: ${reason}`;
}
