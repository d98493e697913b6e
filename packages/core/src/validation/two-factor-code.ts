import { z } from 'zod';

/** A code from an authenticator app: six digits (spaces the app shows in the middle are ignored). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Digite os 6 dígitos do código do aplicativo.')),
});

export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;
