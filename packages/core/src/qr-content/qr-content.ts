// What a QR code encodes, by content type, and the text ("payload") that goes into the code.
// Every type validates with zod and pt-BR catalogue messages; the studio keeps one form per
// type and calls buildQrPayload on what qrContentSchema returns.
import { z } from 'zod';
import { buildVCard } from '../vcard/build-vcard';
import { KEYS } from '../validation/messages';
import { httpUrlField } from '../validation/url';
import { vcardSchema } from '../validation/vcard-schema';
import { whatsappSchema } from '../validation/whatsapp-schema';
import { buildWhatsAppLink } from '../whatsapp/build-whatsapp-link';
import {
  buildEmailPayload,
  buildPhonePayload,
  buildSmsPayload,
  emailContentSchema,
  phoneContentSchema,
  smsContentSchema,
  textContentSchema,
} from './contact-payloads';
import { buildPixPayload, pixSchema } from './pix/pix-payload';
import { buildWifiPayload, wifiSchema } from './wifi';

export const QR_CONTENT_TYPES = [
  'url',
  'whatsapp',
  'vcard',
  'wifi',
  'email',
  'sms',
  'phone',
  'text',
  'pix',
] as const;
export type QrContentType = (typeof QR_CONTENT_TYPES)[number];

export const QR_CONTENT_TYPE_LABELS: Record<QrContentType, string> = {
  url: 'Link (URL)',
  whatsapp: 'WhatsApp',
  vcard: 'Cartão de visita (vCard)',
  wifi: 'Wi-Fi',
  email: 'E-mail',
  sms: 'SMS',
  phone: 'Telefone',
  text: 'Texto',
  pix: 'Pix',
};

const content = <T extends QrContentType, S extends z.ZodType>(type: T, data: S) =>
  z.object({ type: z.literal(type), data });

export const qrContentSchema = z.discriminatedUnion(
  'type',
  [
    content('url', z.object({ url: httpUrlField() })),
    content('whatsapp', whatsappSchema),
    content('vcard', vcardSchema).extend({
      /** 4.0 by default; 3.0 imports better on many Android contact apps. */
      version: z.enum(['4.0', '3.0']).default('4.0'),
    }),
    content('wifi', wifiSchema),
    content('email', emailContentSchema),
    content('sms', smsContentSchema),
    content('phone', phoneContentSchema),
    content('text', textContentSchema),
    content('pix', pixSchema),
  ],
  { error: KEYS.contentTypeInvalid },
);

export type QrContentInput = z.input<typeof qrContentSchema>;
export type QrContent = z.output<typeof qrContentSchema>;

export interface PayloadOptions {
  /** vCard revision time (REV); now by default. */
  now?: Date;
}

/** The text to encode for validated content (qrContentSchema's output). */
export function buildQrPayload(content: QrContent, options: PayloadOptions = {}): string {
  switch (content.type) {
    case 'url':
      return content.data.url;
    case 'whatsapp':
      return buildWhatsAppLink(content.data);
    case 'vcard':
      return buildVCard(content.data, {
        version: content.version,
        ...(options.now ? { now: options.now } : {}),
      });
    case 'wifi':
      return buildWifiPayload(content.data);
    case 'email':
      return buildEmailPayload(content.data);
    case 'sms':
      return buildSmsPayload(content.data);
    case 'phone':
      return buildPhonePayload(content.data);
    case 'text':
      return content.data.text;
    case 'pix':
      return buildPixPayload(content.data);
  }
}

export type QrPayloadResult =
  | { ok: true; payload: string; content: QrContent }
  | { ok: false; error: z.ZodError };

/** Validate and build in one call (the form's submit). */
export function qrPayloadFromInput(input: unknown, options: PayloadOptions = {}): QrPayloadResult {
  const parsed = qrContentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error };
  return { ok: true, payload: buildQrPayload(parsed.data, options), content: parsed.data };
}
