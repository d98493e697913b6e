// The hosted deployment the `hosted` project's specs run against (start-hosted-e2e.ts): the SPA
// built in hosted mode on a static host that follows its `_redirects`, the Edge Functions under
// Deno, and the self-hosted stack standing in for the Supabase project behind one gateway.
import { deriveApiKeys } from '@qrlink/server/http/shared/jwt';
import type { PaymentDeployment } from './mercadopago';
import { uniqueEmail } from './server';

/** What the hosted build is made with; the static host serves the run's addresses instead. */
export const HOSTED_PLACEHOLDERS = {
  supabaseUrl: 'https://projeto-e2e.supabase.invalid',
  anonKey: 'chave-anon-e2e-substituida',
} as const;

/** Where the contact form's messages go (SUPPORT_EMAIL of the functions, VITE_SUPPORT_EMAIL). */
export const HOSTED_SUPPORT_EMAIL = 'suporte@qrlink.test';

/** The stack's JWT secret: its anon and service keys follow from it. */
export const HOSTED_JWT_SECRET = 'segredo-jwt-da-implantacao-hospedada-e2e-0123456789';

const port = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (run through playwright.config.ts)`);
  return value;
};

/** The static host: the app's address (PUBLIC_URL of the deployment). */
export const hostedAppUrl = (): string => `http://127.0.0.1:${port('QRLINK_E2E_HOSTED_PORT')}`;

/** The project's address (https://<project-ref>.supabase.co). */
export const hostedProjectUrl = (): string =>
  `http://127.0.0.1:${port('QRLINK_E2E_HOSTED_GATEWAY_PORT')}`;

/** Where the functions write their mails (no SMTP server here). */
export const hostedDataDir = (): string => port('QRLINK_E2E_HOSTED_DATA_DIR');

/** The project's anon key (the stack derives it from its JWT secret). */
export async function hostedAnonKey(): Promise<string> {
  return (await deriveApiKeys(HOSTED_JWT_SECRET)).anonKey;
}

export interface HostedAccount {
  email: string;
  userId: string;
  /** What supabase-js keeps (access and refresh tokens, the user). */
  session: { access_token: string; user: { id: string } };
}

/** A new account on the project (Auth confirms sign-ups at once there). */
export async function hostedAccount(prefix: string): Promise<HostedAccount> {
  const email = uniqueEmail(prefix);
  const response = await fetch(`${hostedProjectUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: await hostedAnonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'segredo123', data: { full_name: 'Pessoa Teste' } }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as HostedAccount['session'];
  return { email, userId: session.user.id, session };
}

/** A call of the project's REST API as `account`, answering the JSON. */
export async function hostedRest(
  account: HostedAccount,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<unknown> {
  const response = await fetch(`${hostedProjectUrl()}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: await hostedAnonKey(),
      authorization: `Bearer ${account.session.access_token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The deployment's Mercado Pago stand-in and the `mercadopago-webhook` function. */
export const hostedPayments = (): PaymentDeployment => ({
  standInUrl: `http://127.0.0.1:${port('QRLINK_E2E_HOSTED_MP_PORT')}`,
  webhookUrl: `${hostedProjectUrl()}/functions/v1/mercadopago-webhook`,
});
