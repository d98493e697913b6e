/** What every auth use case needs, handed in once by the route registration. */
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mail-message';

export interface AccessTokenSigner {
  sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string>;
  /** Throws when the signature, expiry or shape is wrong. */
  verify(token: string): Promise<Record<string, unknown>>;
}

export interface AuthOptions {
  /** Where the API is reached from outside: e-mail links point at `${publicUrl}/auth/v1/verify`. */
  publicUrl: string;
  /** Default landing page after an e-mail link. */
  siteUrl: string;
  /** Origins a redirect_to may point to (anything else falls back to siteUrl). */
  redirectOrigins: string[];
  /** Sign-ups get a session at once, without e-mail confirmation. */
  autoconfirm: boolean;
  /** Minimum seconds between two e-mails to the same account (GoTrue: 60). */
  mailIntervalSeconds: number;
  /** Requests per minute and IP on signup/recover/resend; the token endpoint gets 4x. */
  rateLimitPerMinute: number;
  /** bcrypt cost of the passwords set from now on (AUTH_PASSWORD_HASH_COST; GoTrue's 10). */
  passwordHashCost: number;
}

export interface AuthContext {
  db: Db;
  mailer: Mailer;
  tokens: AccessTokenSigner;
  options: AuthOptions;
  log: { info(msg: string): void; error(obj: unknown, msg?: string): void };
}

/** Access tokens live one hour, like Supabase's default. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
