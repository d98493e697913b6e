// The public addresses the app prints and encodes
// (docs/product/screens-and-routes.md, "Screens and routes" and
// docs/product/data-model.md, "Entities").

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The dynamic URL a QR code encodes: {origin}/qr/{id}. It never changes after printing. */
export function dynamicQrUrl(origin: string, qrId: string): string {
  return `${trimOrigin(origin)}/qr/${encodeURIComponent(qrId)}`;
}

/**
 * {origin}/s/{custom alias, else short code}; on the link's own domain (docs/product/custom-domains.md)
 * https://{domain}/{alias or code}.
 */
export function shortLinkUrl(
  origin: string,
  link: { custom_alias: string | null; short_code: string },
  domain?: string | null,
): string {
  const slug = encodeURIComponent(link.custom_alias?.trim() || link.short_code);
  return domain ? `https://${domain}/${slug}` : `${trimOrigin(origin)}/s/${slug}`;
}

/** A page's printed address (docs/product/pages.md): `{origin}/p/{slug}`. */
export function pageUrl(origin: string, slug: string): string {
  return `${trimOrigin(origin)}/p/${slug}`;
}
