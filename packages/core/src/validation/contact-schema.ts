import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { KEYS } from './messages';

/** /contact: name, e-mail, subject and message required. */
export const contactSchema = z.object({
  name: requiredText(KEYS.contactNameRequired),
  email: emailField,
  subject: requiredText(KEYS.contactSubjectRequired),
  message: requiredText(KEYS.contactMessageRequired),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
