// 'Verificar agora' (docs/product/custom-domains.md, "Adding and verifying a domain"): the verify-domain server
// function looks up the domain's TXT record and records what it found. Its refusals (not found,
// too many checks, the DNS failing) carry pt-BR text for the user.
import { z } from 'zod';
import { AppError } from '../errors';
import { invokeFunction } from '../invoke-function';

const checkSchema = z.object({ verified: z.boolean(), problem: z.string().nullable() });
export type DomainCheck = z.infer<typeof checkSchema>;

const VERIFY_DOMAIN_ERROR = {
  title: 'Erro ao verificar domínio',
  message: 'Não foi possível verificar o domínio agora. Tente novamente em instantes.',
};

export async function verifyCustomDomain(domainId: string): Promise<DomainCheck> {
  const answer = await invokeFunction<unknown>('verify-domain', { domainId }, VERIFY_DOMAIN_ERROR, {
    showMessageOf: [400, 401, 404, 429, 502],
  });
  const parsed = checkSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('[qrlink] unexpected verify-domain answer', answer);
    throw AppError.of('unknown', VERIFY_DOMAIN_ERROR);
  }
  return parsed.data;
}
