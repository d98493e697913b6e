/**
 * The server's configuration: environment variables checked by zod once at start, so a typo
 * fails loudly with the variable's name instead of misbehaving later.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PASSWORD_HASH_COST, DEFAULT_SUPPORT_EMAIL } from '@qrlink/core/constants';

/** The sender of every mail when MAIL_FROM is unset (the Edge Functions share it). */
export const DEFAULT_MAIL_FROM = 'QR Link <nao-responda@localhost>';

/** Mercado Pago's API when MERCADOPAGO_API_URL is unset. */
export const DEFAULT_MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

/** Google Safe Browsing's API when SAFE_BROWSING_API_URL is unset. */
export const DEFAULT_SAFE_BROWSING_API_URL = 'https://safebrowsing.googleapis.com';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''], {
    error: 'use true ou false (ou 1 e 0, yes e no, on e off)',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** A whole number from `min` (up to `max`), refused in pt-BR with its range. */
const wholeNumber = (min: number, max?: number) => {
  const message = `use um número inteiro ${max === undefined ? `a partir de ${min}` : `de ${min} a ${max}`}`;
  const number = z.coerce.number({ error: message }).int(message).min(min, message);
  return max === undefined ? number : number.max(max, message);
};

const HTTP_URL = 'use um endereço que comece com http:// ou https://';

/** An http(s) URL without its trailing slashes, so `${url}/auth/v1` is always right. */
const httpUrl = z
  .url({ protocol: /^https?$/, error: HTTP_URL })
  .transform((value) => value.replace(/\/+$/, ''));

const publicUrl = httpUrl.optional();

const atLeast = (characters: number) =>
  z.string().min(characters, `precisa de pelo menos ${characters} caracteres`);

const EMAIL = 'use um endereço de e-mail';

const envSchema = z.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(atLeast(32).optional()),
  PUBLIC_URL: publicUrl,
  SITE_URL: publicUrl,
  /** Extra origins that e-mail links may send people back to (comma-separated). */
  ADDITIONAL_REDIRECT_URLS: optionalText,
  /** More hostnames the app answers on, besides PUBLIC_URL's and SITE_URL's (comma-separated). */
  APP_HOSTS: optionalText,
  /** The DNS server own domains are verified against, host:port (unset: the system's). */
  DNS_RESOLVER: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  AUTH_AUTOCONFIRM: booleanFlag.default(false),
  /** Per IP and minute on signup/recover/resend (the token endpoint allows 4x). */
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(30),
  /** Minimum seconds between two e-mails to one account (GoTrue's default: 60). */
  AUTH_MAIL_INTERVAL_SECONDS: wholeNumber(0).default(60),
  /**
   * bcrypt cost of passwords set from now on (each step doubles the work). GoTrue's 10 costs
   * about 100 ms of a core per sign-in here; test servers use bcrypt's least, 4, as their
   * hundreds of sign-ups and sign-ins would otherwise cost a minute of CPU per CI run.
   */
  AUTH_PASSWORD_HASH_COST: wholeNumber(4, 14).default(DEFAULT_PASSWORD_HASH_COST),
  /** Per IP and minute: /rest/v1/rpc calls made with the anon key (sign-up checks, short links). */
  ANON_RPC_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(60),
  /** Per IP and minute: check_if_email_exists, for anyone (it would enumerate accounts). */
  EMAIL_CHECK_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(10),
  /** Per IP and minute: /api/v1 requests whose API key matches nothing (then 429 for a minute). */
  API_KEY_FAILURE_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(30),
  /** Where the contact form's messages are sent; also shown on the contact page and FAQ. */
  SUPPORT_EMAIL: optionalText.pipe(z.email(EMAIL).default(DEFAULT_SUPPORT_EMAIL)),
  /** Per IP and hour on the contact form (POST /functions/v1/contact). */
  CONTACT_RATE_LIMIT_PER_HOUR: wholeNumber(1).default(5),
  ADMIN_EMAIL: optionalText.pipe(z.email(EMAIL).optional()),
  ADMIN_PASSWORD: optionalText.pipe(atLeast(6).optional()),
  TRUST_PROXY: booleanFlag.default(false),
  /** Country and city of each scan from the bundled DB-IP Lite database (read from disk in pages). */
  GEOIP: booleanFlag.default(true),
  /**
   * V8 favours memory over speed (scripts/server-memory-settings.mjs reads it before the server
   * starts, and turns it on when unset on a server with under 1.5 GB; parsed here so that a value
   * it would not understand is refused).
   */
  LOW_MEMORY: booleanFlag.default(false),
  /** How a scan's IP address is stored: whole, truncated (/24, /48: LGPD) or not at all. */
  IP_ADDRESS_STORAGE: z.enum(['full', 'truncated', 'none']).default('full'),
  /** Tests only: let webhooks reach http://127.0.0.1 (never set it in production: SSRF). */
  WEBHOOK_ALLOW_LOOPBACK: booleanFlag.default(false),
  /**
   * Send the webhook outbox every few seconds from this server (default). Off where something
   * else calls POST /functions/v1/deliver-webhooks: a scheduler of one's own, or one instance of
   * several.
   */
  WEBHOOK_WORKER: booleanFlag.default(true),
  /** Mercado Pago: the seller's access token (reads payments) and the webhook's secret key. */
  MERCADOPAGO_ACCESS_TOKEN: optionalText,
  MERCADOPAGO_WEBHOOK_SECRET: optionalText,
  /** Mercado Pago's API (tests point it at a stand-in on 127.0.0.1). */
  MERCADOPAGO_API_URL: httpUrl.default(DEFAULT_MERCADOPAGO_API_URL),
  /**
   * Google Safe Browsing v4: with a key, every destination of a dynamic code is looked up and
   * codes Google flags are disabled (docs/product/trust-and-safety.md, "Rechecking codes").
   */
  SAFE_BROWSING_API_KEY: optionalText,
  /** Safe Browsing's API (tests point it at a stand-in on 127.0.0.1). */
  SAFE_BROWSING_API_URL: httpUrl.default(DEFAULT_SAFE_BROWSING_API_URL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** GET /metrics (Prometheus) for whoever sends it as a bearer token; unset: no /metrics. */
  METRICS_TOKEN: optionalText.pipe(atLeast(16).optional()),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Where the API is reached from outside (e-mail links, app-config.json). */
  publicUrl: string;
  /** Where people land after an e-mail link when no allowed redirect_to is given. */
  siteUrl: string;
  /** Origins (besides siteUrl's and publicUrl's) that redirect_to may point to. */
  redirectOrigins: string[];
  /** Hostnames the app answers on; any other with a dot is an own domain (or 404). */
  appHosts: string[];
  /** host:port of the DNS server own domains are verified against (unset: the system's). */
  dnsResolver: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  autoconfirm: boolean;
  authRateLimitPerMinute: number;
  authMailIntervalSeconds: number;
  /** bcrypt cost of new passwords (GoTrue's 10); the tests' servers use 4. */
  authPasswordHashCost: number;
  anonRpcRateLimitPerMinute: number;
  emailCheckRateLimitPerMinute: number;
  apiKeyFailureRateLimitPerMinute: number;
  supportEmail: string;
  contactRateLimitPerHour: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  geoIp: boolean;
  ipAddressStorage: 'full' | 'truncated' | 'none';
  /** Tests only: webhooks may be delivered to loopback addresses over plain http. */
  webhookAllowLoopback: boolean;
  webhookWorker: boolean;
  /** Both Mercado Pago keys, or undefined: paid plans then say payments are not configured. */
  mercadoPago: MercadoPagoConfig | undefined;
  /** Google Safe Browsing's key and API, or undefined: destinations are not looked up. */
  safeBrowsing: SafeBrowsingConfig | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The bearer token of GET /metrics, or undefined: the server then has no /metrics. */
  metricsToken: string | undefined;
}

export interface MercadoPagoConfig {
  accessToken: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface SafeBrowsingConfig {
  apiKey: string;
  apiUrl: string;
}

export class ConfigError extends Error {}

/** Payments need both keys: one without the other is a mistake worth stopping for. */
function mercadoPagoConfig(e: z.infer<typeof envSchema>): MercadoPagoConfig | undefined {
  const { MERCADOPAGO_ACCESS_TOKEN: accessToken, MERCADOPAGO_WEBHOOK_SECRET: webhookSecret } = e;
  if (!accessToken && !webhookSecret) return undefined;
  if (!accessToken || !webhookSecret) {
    throw new ConfigError(
      'Configuração inválida:\n  MERCADOPAGO_ACCESS_TOKEN e MERCADOPAGO_WEBHOOK_SECRET devem ser definidos juntos.',
    );
  }
  return { accessToken, webhookSecret, apiUrl: e.MERCADOPAGO_API_URL };
}

/** Parse the environment; JWT_SECRET falls back to one kept in DATA_DIR (see below). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // zod's pt-BR messages for what has none of its own (a list of choices, a short text).
  const parsed = envSchema.safeParse(env, { error: z.locales.ptBR().localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Configuração inválida:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const defaultUrl = `http://localhost:${e.PORT}`;
  const publicUrl = e.PUBLIC_URL ?? e.SITE_URL ?? defaultUrl;
  const siteUrl = e.SITE_URL ?? publicUrl;
  const extra = (e.ADDITIONAL_REDIRECT_URLS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => new URL(item).origin);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? ensureJwtSecret(dataDir),
    publicUrl,
    siteUrl,
    redirectOrigins: [...new Set([new URL(siteUrl).origin, new URL(publicUrl).origin, ...extra])],
    appHosts: [
      ...new Set([
        new URL(siteUrl).hostname,
        new URL(publicUrl).hostname,
        ...extra.map((origin) => new URL(origin).hostname),
        ...(e.APP_HOSTS ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ]),
    ],
    dnsResolver: e.DNS_RESOLVER,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    autoconfirm: e.AUTH_AUTOCONFIRM,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    authMailIntervalSeconds: e.AUTH_MAIL_INTERVAL_SECONDS,
    authPasswordHashCost: e.AUTH_PASSWORD_HASH_COST,
    anonRpcRateLimitPerMinute: e.ANON_RPC_RATE_LIMIT_PER_MINUTE,
    emailCheckRateLimitPerMinute: e.EMAIL_CHECK_RATE_LIMIT_PER_MINUTE,
    apiKeyFailureRateLimitPerMinute: e.API_KEY_FAILURE_RATE_LIMIT_PER_MINUTE,
    supportEmail: e.SUPPORT_EMAIL,
    contactRateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    geoIp: e.GEOIP,
    ipAddressStorage: e.IP_ADDRESS_STORAGE,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
    webhookWorker: e.WEBHOOK_WORKER,
    mercadoPago: mercadoPagoConfig(e),
    safeBrowsing: e.SAFE_BROWSING_API_KEY
      ? { apiKey: e.SAFE_BROWSING_API_KEY, apiUrl: e.SAFE_BROWSING_API_URL }
      : undefined,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * A secret generated on first start and kept (mode 0600) in the data directory, so tokens
 * survive restarts without anyone having to invent a secret.
 */
function ensureJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
