// Database rows as the API answers them: timestamps as ISO text, the public links built from
// PUBLIC_URL or the code's own domain, every answer passed through its schema (nothing else
// leaves).
import { printedOrigin } from '@qrlink/core/domains/custom-domain';
import { dynamicQrUrl, shortLinkUrl } from '@qrlink/core/links/public-urls';
import { qrCodeSchema, shortLinkSchema } from './api-schemas';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The own domain a code is printed on (docs/product/custom-domains.md), read with it. */
const DOMAIN =
  '(select d.hostname from public.custom_domains d where d.id = domain_id) as domain_hostname';

export const QR_COLUMNS = `id, content_type, target_url, payload, fg_color, bg_color, logo_url, scan_count, created_at, updated_at, ${DOMAIN}`;
export const LINK_COLUMNS = `id, original_url, short_code, custom_alias, description, click_count, created_at, updated_at, ${DOMAIN}`;

const domainOf = (row: Record<string, unknown>) =>
  typeof row.domain_hostname === 'string' ? row.domain_hostname : null;

export function qrCodeOf(row: Record<string, unknown>, publicUrl: string) {
  return qrCodeSchema.parse({
    ...row,
    // A static code encodes its payload: there is no address of ours in it.
    dynamic_url:
      row.target_url == null
        ? null
        : dynamicQrUrl(printedOrigin(publicUrl, domainOf(row)), String(row.id)),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}

export function shortLinkOf(row: Record<string, unknown>, publicUrl: string) {
  return shortLinkSchema.parse({
    ...row,
    short_url: shortLinkUrl(
      publicUrl,
      {
        custom_alias: (row.custom_alias as string | null) ?? null,
        short_code: String(row.short_code),
      },
      domainOf(row),
    ),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}
