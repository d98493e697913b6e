import { z } from 'zod';
import { emailField, passwordField } from './fields';

/** /login: e-mail and password, both required. */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
