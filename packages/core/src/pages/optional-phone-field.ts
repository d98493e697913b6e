// A page's optional phone (a card's Telefone and WhatsApp, a menu's WhatsApp for orders): typed
// as people write it, stored in E.164; blank is none; anything else is refused with `message`.
import { z } from 'zod';
import { toE164 } from '../phone/parse-phone';
import type { MessageKey } from '../validation/messages';

export function optionalPhoneField(message: MessageKey) {
  return z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '') return null;
      const checked = toE164(text);
      if (!checked.ok) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return checked.e164;
    });
}
