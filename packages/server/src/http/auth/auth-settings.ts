/** GET /settings and GET /health: what supabase-js and dashboards read to learn the server. */
import type { AuthOptions } from './auth-context';

export function authSettings(options: AuthOptions, signupDisabled: boolean) {
  return {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: signupDisabled,
    mailer_autoconfirm: options.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

export const authHealth = {
  version: 'qrlink',
  name: 'GoTrue',
  description: 'QR Link self-hosted auth (GoTrue-compatible subset)',
};
