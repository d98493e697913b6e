// A code's preview address is its own address with a '+' after the code (`/s/promo+`,
// `/qr/{id}+`; docs/product/trust-and-safety.md, "Preview and report"): the page says where the
// code leads instead of following it.

/** The code of a preview address's parameter ('promo' for 'promo+'), or null for any other. */
export function previewKeyOf(param: string | undefined): string | null {
  if (!param?.endsWith('+')) return null;
  const key = param.slice(0, -1).trim();
  return key ? key : null;
}
