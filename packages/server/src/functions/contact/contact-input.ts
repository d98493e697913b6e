/**
 * The contact form's body as the server accepts it: core's contactSchema (the same rules the
 * form applies) plus length caps, so nobody can mail support a novel or an empty message by
 * calling the endpoint directly. Every refusal is one pt-BR sentence.
 */
import { CONTACT_MAX_LENGTH } from '@qrlink/core/constants';
import { contactSchema, type ContactData } from '@qrlink/core/validation/contact-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';

const fieldNames: Record<keyof typeof CONTACT_MAX_LENGTH, string> = {
  name: 'O nome',
  email: 'O e-mail',
  subject: 'O assunto',
  message: 'A mensagem',
};

export type ContactCheck = { ok: true; data: ContactData } | { ok: false; message: string };

export function checkContactInput(body: unknown): ContactCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Envie nome, e-mail, assunto e mensagem.' };
  }
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, message: toToastError(parsed.error).message };
  }
  for (const field of Object.keys(CONTACT_MAX_LENGTH) as Array<keyof typeof CONTACT_MAX_LENGTH>) {
    const max = CONTACT_MAX_LENGTH[field];
    if (parsed.data[field].length > max) {
      return { ok: false, message: `${fieldNames[field]} pode ter no máximo ${max} caracteres.` };
    }
  }
  return { ok: true, data: parsed.data };
}
