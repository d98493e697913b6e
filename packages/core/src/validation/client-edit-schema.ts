import { z } from 'zod';
import { USER_ROLES } from '../constants';
import { requiredText } from './fields';
import { KEYS } from './messages';

/** Admin > client edit: full name required, role user or admin. E-mail is not editable. */
export const clientEditSchema = z.object({
  fullName: requiredText(KEYS.fullNameRequired),
  role: z.enum(USER_ROLES, { error: KEYS.roleInvalid }),
});

export type ClientEditInput = z.input<typeof clientEditSchema>;
export type ClientEditData = z.output<typeof clientEditSchema>;

/** Settings > Perfil: only the full name, required. */
export const profileSchema = z.object({
  fullName: requiredText(KEYS.fullNameRequired),
});

export type ProfileInput = z.input<typeof profileSchema>;
