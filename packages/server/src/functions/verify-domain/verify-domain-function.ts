/**
 * `verify-domain`: 'Verificar agora' on Configurações > Domínios (docs/product/custom-domains.md,
 * "Verification"). The caller must be able to read the domain (RLS, as the caller); its TXT
 * record at _qrlink.<domain> is looked up with `resolveTxt` (the system's resolver, or the one
 * DNS_RESOLVER names, so tests answer from a DNS server on loopback) and what was found is
 * recorded by the service role (record_domain_check). Each account may check a limited number of
 * times per hour: every check is a DNS query the server makes for someone.
 */
import { z } from 'zod';
import { provesOwnership, verificationRecordName } from '@qrlink/core/domains/custom-domain';
import type { Db } from '../../db/database';
import type { RequestIdentity } from '../../http/shared/jwt';
import { queryAs, runAs } from '../../http/shared/run-as';
import { hourlyLimit } from '../hourly-limit';
import { readJsonRequest } from '../read-json-request';
import { answerOrRefuse, jsonAnswer, refusal, type WebFunction } from '../web-function';

/** The TXT records at a name (each a list of strings), [] when there are none. */
export type ResolveTxt = (name: string) => Promise<string[][]>;

export interface VerifyDomainDeps {
  db: Db;
  identify: (request: Request) => Promise<RequestIdentity>;
  resolveTxt: ResolveTxt;
  log: (message: string, error: unknown) => void;
}

const CHECKS_PER_HOUR = 60;
const inputSchema = z.object({ domainId: z.uuid() });

/** Why a lookup did not verify the domain, in pt-BR, as the settings screen shows it. */
function notFoundProblem(hostname: string, found: boolean): string {
  const name = verificationRecordName(hostname);
  return found
    ? `O registro TXT em ${name} não tem o valor esperado. Confira o valor e tente de novo.`
    : `Nenhum registro TXT encontrado em ${name}. A propagação do DNS pode levar algumas horas.`;
}

export function verifyDomainFunction(deps: VerifyDomainDeps): WebFunction {
  const perAccount = hourlyLimit(CHECKS_PER_HOUR);
  return (request) =>
    answerOrRefuse(
      async () => {
        if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
        const { role, claims } = await deps.identify(request);
        if (role !== 'authenticated' || !claims.sub) {
          throw refusal(401, 'not_authenticated', 'Faça login para verificar o domínio.');
        }
        const body = await readJsonRequest(request, {
          limit: 1024,
          invalidMessage: 'Envie o domínio a verificar em JSON.',
          tooLargeMessage: 'O pedido é grande demais.',
        });
        const input = inputSchema.safeParse(body);
        if (!input.success) throw refusal(400, 'validation_failed', 'Domínio inválido.');
        // Read as the caller: a domain they cannot see is not found.
        const domain = await runAs(deps.db, claims, async (tx) => {
          const { rows } = await tx.query<{
            hostname: string;
            verification_token: string;
            verified_at: string | null;
          }>(
            `select hostname, verification_token, verified_at
               from public.custom_domains where id = $1`,
            [input.data.domainId],
          );
          return rows[0];
        });
        if (!domain) throw refusal(404, 'not_found', 'Domínio não encontrado.');
        if (domain.verified_at) return jsonAnswer(200, { verified: true, problem: null });
        if (!perAccount.take(claims.sub)) {
          throw refusal(
            429,
            'rate_limited',
            'Você verificou muitas vezes em pouco tempo. Tente novamente mais tarde.',
          );
        }
        let answers: string[][];
        try {
          answers = await deps.resolveTxt(verificationRecordName(domain.hostname));
        } catch (error) {
          // No such name or no TXT there (Node's codes; Deno's NotFound): not set yet. Anything
          // else: the DNS failed us.
          const { code, name } = error as { code?: unknown; name?: unknown };
          if (code !== 'ENOTFOUND' && code !== 'ENODATA' && name !== 'NotFound') {
            deps.log('a domain could not be looked up', error);
            throw refusal(
              502,
              'dns_failed',
              'Não foi possível consultar o DNS agora. Tente novamente em instantes.',
            );
          }
          answers = [];
        }
        const verified = provesOwnership(answers, domain.verification_token);
        const problem = verified ? null : notFoundProblem(domain.hostname, answers.length > 0);
        await queryAs(
          deps.db,
          { role: 'service_role' },
          'select public.record_domain_check($1, $2, $3)',
          [input.data.domainId, verified, problem],
        );
        return jsonAnswer(200, { verified, problem });
      },
      {
        status: 500,
        code: 'verify_failed',
        message: 'Não foi possível verificar o domínio agora. Tente novamente em instantes.',
      },
      deps.log,
    );
}
