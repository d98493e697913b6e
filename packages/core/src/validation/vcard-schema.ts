// vCard tool: first and last name required (one toast for both); photo and website are URLs,
// e-mails are e-mails when filled. Rows left empty are allowed: buildVCard skips them.
import { z } from 'zod';
import {
  ADDRESS_TYPES,
  EMAIL_TYPES,
  PHONE_TYPES,
  type VCardFormData,
} from '../vcard/vcard-form-data';
import { KEYS, type MessageKey } from './messages';
import { toE164 } from '../phone/parse-phone';
import { normaliseUrl } from './url';

const text = z.string();

function optionalUrl(key: MessageKey) {
  return text.refine((value) => value.trim() === '' || normaliseUrl(value).ok, { message: key });
}

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
export const vcardSchema = z.lazy(() =>
  z
    .object({
      prefix: text,
      firstName: text,
      middleName: text,
      lastName: text,
      suffix: text,
      organization: text,
      title: text,
      photoUrl: optionalUrl(KEYS.vcardPhotoUrlInvalid),
      website: optionalUrl(KEYS.vcardWebsiteInvalid),
      birthday: text.refine(
        (value) =>
          value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
        { message: KEYS.vcardBirthdayInvalid },
      ),
      note: text,
      phones: z.array(
        z.object({
          number: text.refine((value) => !/\d/.test(value) || toE164(value).ok, {
            message: KEYS.vcardPhoneInvalid,
          }),
          type: z.enum(PHONE_TYPES),
          isPreferred: z.boolean(),
        }),
      ),
      emails: z.array(
        z.object({
          address: text.refine(
            (value) => value.trim() === '' || z.email().safeParse(value.trim()).success,
            {
              message: KEYS.emailInvalid,
            },
          ),
          type: z.enum(EMAIL_TYPES),
          isPreferred: z.boolean(),
        }),
      ),
      addresses: z.array(
        z.object({
          street: text,
          city: text,
          state: text,
          zip: text,
          country: text,
          type: z.enum(ADDRESS_TYPES),
        }),
      ),
    })
    .superRefine((value, ctx) => {
      // Checked first and as one message: it is the toast the spec names.
      if (value.firstName.trim() === '' || value.lastName.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          message: KEYS.vcardNamesRequired,
          path: [value.firstName.trim() === '' ? 'firstName' : 'lastName'],
        });
      }
    }),
);

/** Validate the form; names come first in the issue list so the toast shows them. */
export function validateVCard(
  data: VCardFormData,
): { ok: true; data: VCardFormData } | { ok: false; error: z.ZodError } {
  const result = vcardSchema.safeParse(data);
  if (result.success) return { ok: true, data };
  const issues = [...result.error.issues].sort(
    (a, b) =>
      Number(b.message === KEYS.vcardNamesRequired) - Number(a.message === KEYS.vcardNamesRequired),
  );
  return { ok: false, error: new z.ZodError(issues) };
}
