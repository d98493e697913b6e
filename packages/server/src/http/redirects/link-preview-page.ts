/**
 * The page a crawler or a messaging app's link preview gets instead of the 302 when the owner set
 * a preview for the code (docs/product/link-rules-and-utm.md, "Prévia do link"): the Open Graph
 * and X tags with the owner's title, description and image, and nothing that runs. The same
 * page from the self-hosted server and the hosted `redirect` function.
 */
import { escapeHtml } from '@qrlink/core/html/escape-html';
import type { LinkPreview } from '../../redirects/destination-cache';

export const PREVIEW_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
  'content-security-policy': "default-src 'none'; img-src https: http:; base-uri 'none'",
};

/** `address`: the code's own address (og:url), as the crawler asked for it. */
export function linkPreviewPage(preview: LinkPreview, address: string): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string | null) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const title = preview.title ?? '';
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', address),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', preview.imageUrl),
    meta('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.imageUrl),
    '</head><body>',
    title ? `<h1>${escapeHtml(title)}</h1>` : '',
    preview.description ? `<p>${escapeHtml(preview.description)}</p>` : '',
    '</body></html>',
  ].join('');
}
