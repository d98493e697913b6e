// Static Pix QR codes (BR Code, EMV merchant-presented mode) as the Banco Central's "Manual de
// Padrões para Iniciação do Pix" specifies them, and their "Pix Copia e Cola" text, which is
// the same string. Fields: 00 format '01', [01 '12' when single use], 26 merchant account
// (00 'br.gov.bcb.pix', 01 key, 02 description), 52 '0000', 53 '986' (BRL), [54 amount],
// 58 'BR', 59 name, 60 city, 62 (05 txid, '***' when none), 63 CRC16.
import { z } from 'zod';
import { KEYS } from '../../validation/messages';
import { crc16 } from './crc16';
import { emvField, parseEmvFields } from './emv-tlv';
import { normalisePixKey, PIX_KEY_TYPES } from './pix-key';
import { parsePixAmount, toPixAscii, toPixUpper } from './pix-text';

const PIX_GUI = 'br.gov.bcb.pix';
const LIMITS = { name: 25, city: 15, txid: 25, merchantAccount: 99 } as const;

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
/** What the Pix form sends; `amount` may be a number or typed text ('10,50'). */
export const pixSchema = z.lazy(() =>
  z
    .object({
      keyType: z.enum(PIX_KEY_TYPES, KEYS.pixKeyTypeInvalid),
      key: z.string(KEYS.pixKeyRequired),
      name: z
        .string(KEYS.pixNameRequired)
        .transform(toPixUpper)
        .pipe(z.string().min(1, KEYS.pixNameRequired).max(LIMITS.name, KEYS.pixNameTooLong)),
      city: z
        .string(KEYS.pixCityRequired)
        .transform(toPixUpper)
        .pipe(z.string().min(1, KEYS.pixCityRequired).max(LIMITS.city, KEYS.pixCityTooLong)),
      amount: z
        .union([z.number(), z.string()], KEYS.pixAmountInvalid)
        .nullish()
        .transform((value, ctx) => {
          if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
          const amount = parsePixAmount(value);
          if (amount === null) ctx.addIssue({ code: 'custom', message: KEYS.pixAmountInvalid });
          return amount;
        }),
      txid: z
        .string()
        .nullish()
        .transform((value) => (value ?? '').trim())
        .pipe(z.string().regex(/^[A-Za-z0-9]{0,25}$/, KEYS.pixTxidInvalid)),
      description: z
        .string()
        .nullish()
        .transform((value) => toPixAscii(value ?? '')),
      /** The receiver accepts one payment per code (field 01 = '12'). */
      singleUse: z.boolean().default(false),
    })
    .transform((value, ctx) => {
      const key = normalisePixKey(value.keyType, value.key);
      if (!key.ok) {
        ctx.addIssue({ code: 'custom', message: key.error, path: ['key'] });
        return z.NEVER;
      }
      if (merchantAccount(key.key, value.description).length > LIMITS.merchantAccount) {
        ctx.addIssue({
          code: 'custom',
          message: KEYS.pixDescriptionTooLong,
          path: ['description'],
        });
        return z.NEVER;
      }
      return { ...value, key: key.key };
    }),
);

export type PixInput = z.input<typeof pixSchema>;
export type PixData = z.output<typeof pixSchema>;

function merchantAccount(key: string, description: string): string {
  return (
    emvField('00', PIX_GUI) +
    emvField('01', key) +
    (description === '' ? '' : emvField('02', description))
  );
}

/** Append '6304' and the CRC of everything before it. */
export function withCrc(body: string): string {
  const signed = `${body}6304`;
  return signed + crc16(signed);
}

/** The BR Code ("Pix Copia e Cola") of validated data (pixSchema's output). */
export function buildPixPayload(data: PixData): string {
  return withCrc(
    emvField('00', '01') +
      (data.singleUse ? emvField('01', '12') : '') +
      emvField('26', merchantAccount(data.key, data.description)) +
      emvField('52', '0000') +
      emvField('53', '986') +
      (data.amount ? emvField('54', data.amount) : '') +
      emvField('58', 'BR') +
      emvField('59', data.name) +
      emvField('60', data.city) +
      emvField('62', emvField('05', data.txid === '' ? '***' : data.txid)),
  );
}

export interface ParsedPix {
  key: string;
  description: string | null;
  amount: string | null;
  name: string;
  city: string;
  txid: string;
  singleUse: boolean;
}

export type PixParseResult =
  | { ok: true; pix: ParsedPix }
  | { ok: false; error: 'pixPayloadInvalid' | 'pixCrcInvalid' };

/** Read a static BR Code back (a pasted "Pix Copia e Cola" or a scanned code), CRC checked. */
export function parsePixPayload(payload: string): PixParseResult {
  const text = payload.trim();
  const match = /^(.*6304)([0-9A-Fa-f]{4})$/s.exec(text);
  if (!match) return { ok: false, error: 'pixPayloadInvalid' };
  if (crc16(match[1] ?? '') !== (match[2] ?? '').toUpperCase()) {
    return { ok: false, error: 'pixCrcInvalid' };
  }
  const fields = parseEmvFields(text);
  const value = (id: string) => fields?.find((field) => field.id === id)?.value ?? null;
  const account = parseEmvFields(value('26') ?? '');
  const sub = (id: string) => account?.find((field) => field.id === id)?.value ?? null;
  const additional = parseEmvFields(value('62') ?? '');
  const key = sub('01');
  if (!fields || value('00') !== '01' || sub('00')?.toLowerCase() !== PIX_GUI || !key) {
    return { ok: false, error: 'pixPayloadInvalid' };
  }
  return {
    ok: true,
    pix: {
      key,
      description: sub('02'),
      amount: value('54'),
      name: value('59') ?? '',
      city: value('60') ?? '',
      txid: additional?.find((field) => field.id === '05')?.value ?? '***',
      singleUse: value('01') === '12',
    },
  };
}
