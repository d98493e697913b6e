/**
 * Resolves a QR code or short link through the database (resolve_qr_redirect /
 * resolve_short_link: SECURITY DEFINER functions callable by anon that record the scan or
 * click and bump the count in one go) and returns the destination, or undefined when unknown.
 */
import type { Db } from '../../db/database';
import { runAs } from '../shared/run-as';
import type { Visitor } from './describe-visitor';

export type RedirectKind = 'qr' | 'short_link';

export interface VisitContext {
  visitor: Visitor;
  referrer: string | null;
  ip: string | null;
  country: string | null;
  city: string | null;
  headers: Record<string, string>;
}

const functionOf: Record<RedirectKind, { name: string; keyParam: string; keyType: string }> = {
  qr: { name: 'resolve_qr_redirect', keyParam: 'p_qr_id', keyType: 'uuid' },
  short_link: { name: 'resolve_short_link', keyParam: 'p_code', keyType: 'text' },
};

export async function resolveDestination(
  db: Db,
  kind: RedirectKind,
  key: string,
  visit: VisitContext,
): Promise<string | undefined> {
  const fn = functionOf[kind];
  const { rows } = await runAs(
    db,
    { role: 'anon' },
    (tx) =>
      tx.query<{ destination: string | null }>(
        `select public.${fn.name}(
            ${fn.keyParam} => $1::${fn.keyType}, p_user_agent => $2, p_referrer => $3, p_ip => $4,
            p_country => $5, p_city => $6, p_device => $7, p_browser => $8, p_os => $9,
            p_is_bot => $10) as destination`,
        [
          key,
          visit.visitor.userAgent,
          visit.referrer,
          visit.ip,
          visit.country,
          visit.city,
          visit.visitor.device,
          visit.visitor.browser,
          visit.visitor.os,
          visit.visitor.isBot,
        ],
      ),
    { headers: visit.headers, method: 'GET', path: `/${kind}` },
  );
  const destination = rows[0]?.destination ?? undefined;
  // Defence in depth: the tables only accept http(s), and neither will we redirect elsewhere.
  return destination && /^https?:\/\//i.test(destination) ? destination : undefined;
}
