// Own domains (docs/product/custom-domains.md): what a domain may be, the DNS records that point
// it at the app and prove it is the workspace's, and the addresses printed on it. The database
// (domain_hostname_problem, check_custom_domain) refuses the same with the same words.
import { z } from 'zod';
import { KEYS } from '../validation/messages';

/** Labels of letters, digits and inner hyphens; a top-level name of letters (or punycode). */
const HOSTNAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A domain as typed: 'Links.MinhaLoja.com.br', 'https://links.minhaloja.com.br/' or with a
 * trailing dot all mean links.minhaloja.com.br.
 */
export const hostnameSchema = z.string().transform((typed, ctx) => {
  const hostname = typed
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/.]+$/, '');
  if (hostname.length <= 253 && HOSTNAME.test(hostname)) return hostname;
  ctx.issues.push({ code: 'custom', message: KEYS.domainInvalid, input: typed });
  return z.NEVER;
});

/** Where the TXT record that proves ownership lives. */
export function verificationRecordName(hostname: string): string {
  return `_qrlink.${hostname}`;
}

/** What that TXT record holds. */
export function verificationRecordValue(token: string): string {
  return `qrlink-verify=${token}`;
}

/** Whether the TXT answers (each a list of strings, joined as DNS splits long ones) prove it. */
export function provesOwnership(answers: readonly (readonly string[])[], token: string): boolean {
  const expected = verificationRecordValue(token);
  return answers.some((parts) => parts.join('').trim() === expected);
}

/** A code's printed origin: its own domain's, else the app's. */
export function printedOrigin(appOrigin: string, hostname: string | null | undefined): string {
  return hostname ? `https://${hostname}` : appOrigin;
}
