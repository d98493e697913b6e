// The 'Cartão de visita digital' (docs/product/pages.md): a person's photo, name, role and
// company, and the ways to reach them, each optional: phone, WhatsApp, e-mail, site, address
// and a Pix key; its page offers 'Salvar contato' (the vCard from core). As the link page's, one
// schema for the editor's input and for what is stored (its output parses to itself); the
// database's page_content_problem says the same.
import { z } from 'zod';
import { KEYS } from '../validation/messages';
import { optionalHttpUrlField } from '../validation/url';
import { pageNameField, pageThemeSchema } from './link-page-schema';
import { optionalPhoneField } from './optional-phone-field';

const optionalPhone = optionalPhoneField(KEYS.pageCardPhoneInvalid);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= max, { message });

const blankAsNull = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

export const cardPageSchema = z.object({
  name: pageNameField,
  role: optionalText(80, KEYS.pageCardTextTooLong),
  company: optionalText(80, KEYS.pageCardTextTooLong),
  photoUrl: optionalHttpUrlField('urlInvalid').optional(),
  theme: pageThemeSchema,
  phone: optionalPhone,
  whatsapp: optionalPhone,
  email: z
    .string()
    .nullish()
    .transform(blankAsNull)
    .refine((value) => value === null || z.email().safeParse(value).success, {
      message: KEYS.pageCardEmailInvalid,
    }),
  website: optionalHttpUrlField('urlInvalid'),
  address: z
    .string()
    .nullish()
    .transform(blankAsNull)
    .refine((value) => value === null || value.length <= 200, {
      message: KEYS.pageCardAddressTooLong,
    }),
  /** A Pix key as the bank shows it (e-mail, phone, CPF, CNPJ or random key); visitors copy it. */
  pixKey: z
    .string()
    .nullish()
    .transform(blankAsNull)
    .refine((value) => value === null || value.length <= 77, {
      message: KEYS.pageCardPixKeyTooLong,
    }),
});
export type CardPageContent = z.output<typeof cardPageSchema>;
export type CardPageInput = z.input<typeof cardPageSchema>;
