// Admin > Segurança (docs/product/trust-and-safety.md, "The blocklist"): what the 'Domínio' field
// accepts. A pasted address, a leading "*." or "www." is reduced to its domain, as the
// database's import does; the database checks the same format again.
import { z } from 'zod';

export const BLOCKED_DOMAIN_MESSAGE = 'Informe um domínio, como golpe.exemplo.com.';
export const BLOCKED_REASON_MAX = 200;

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** The domain of what an admin typed: lower-case, without scheme, path, port, "*." or "www.". */
export function domainOf(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/\.$/, '')
    .replace(/^(\*\.|www\.)/, '');
}

export const blockedDomainSchema = z.object({
  domain: z
    .string()
    .transform(domainOf)
    .refine((domain) => DOMAIN.test(domain) && domain.length <= 253, BLOCKED_DOMAIN_MESSAGE),
  reason: z
    .string()
    .trim()
    .max(BLOCKED_REASON_MAX, `O motivo pode ter até ${BLOCKED_REASON_MAX} caracteres.`)
    .transform((reason) => reason || null),
});

export type BlockedDomainInput = z.input<typeof blockedDomainSchema>;
