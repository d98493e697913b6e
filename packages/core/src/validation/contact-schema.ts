import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { MESSAGES } from './messages';

/** /contact: name, e-mail, subject and message required. */
export const contactSchema = z.object({
  name: requiredText(MESSAGES.contactNameRequired.message),
  email: emailField,
  subject: requiredText(MESSAGES.contactSubjectRequired.message),
  message: requiredText(MESSAGES.contactMessageRequired.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
