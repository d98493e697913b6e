/**
 * Resolves a QR code or short link through the database (resolve_qr_redirect /
 * resolve_short_link: SECURITY DEFINER functions, executable by service_role only, that record
 * the scan or click and bump the count in one go) and returns the destination, normalised for
 * a Location header, or undefined when unknown.
 */
import type { VisitorAgent } from '@qrlink/core/analytics/classify-user-agent';
import { normaliseUrl } from '@qrlink/core/validation/url';
import type { Db } from '../../db/database';
import { runAs } from '../shared/run-as';

export type RedirectKind = 'qr' | 'short_link';

export interface VisitContext {
  visitor: VisitorAgent;
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

/** Thrown inside the transaction so that a destination we cannot send is never counted. */
class UnsendableDestination extends Error {}

/**
 * The destination as a Location header can carry it: WHATWG-serialised (punycode host,
 * percent-encoded path), http(s) only. Rows written before the database refused control and
 * bidi characters may still hold some: those are not sendable.
 */
function sendable(destination: string): string | undefined {
  if (!/^https?:\/\//i.test(destination)) return undefined;
  const checked = normaliseUrl(destination);
  return checked.ok ? checked.url : undefined;
}

export async function resolveDestination(
  db: Db,
  kind: RedirectKind,
  key: string,
  visit: VisitContext,
): Promise<string | undefined> {
  const fn = functionOf[kind];
  try {
    return await runAs(
      db,
      { role: 'service_role' },
      async (tx) => {
        const { rows } = await tx.query<{ destination: string | null }>(
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
        );
        const destination = rows[0]?.destination;
        if (!destination) return undefined;
        const location = sendable(destination);
        if (!location) throw new UnsendableDestination(destination);
        return location;
      },
      { headers: visit.headers, method: 'GET', path: `/${kind}` },
    );
  } catch (error) {
    if (error instanceof UnsendableDestination) return undefined;
    throw error;
  }
}
