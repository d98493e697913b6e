// The editor's state: what the user is designing, and where the logo comes from.
import { DEFAULT_BG_COLOR, DEFAULT_FG_COLOR } from '@qrlink/core/constants';
import type { RuleColumns } from '@qrlink/data/redirects/link-rules';

export type ExistingQrCode = {
  id: string;
  targetUrl: string;
  fgColor: string;
  bgColor: string;
  logoUrl: string | null;
  /** The owner's rules as saved (expiry, limit, password, destinations per device). */
  rules?: RuleColumns;
};

export type LogoState =
  | { kind: 'none' }
  | { kind: 'existing'; url: string }
  | { kind: 'new'; file: File; previewUrl: string };

export type QrDesign = { targetUrl: string; fgColor: string; bgColor: string };

/** docs/product.md §9: the editor starts on a placeholder site with the brand colours. */
export const PLACEHOLDER_TARGET_URL = 'https://www.exemplo.com.br';

export function initialDesign(existing?: ExistingQrCode): QrDesign {
  return existing
    ? { targetUrl: existing.targetUrl, fgColor: existing.fgColor, bgColor: existing.bgColor }
    : { targetUrl: PLACEHOLDER_TARGET_URL, fgColor: DEFAULT_FG_COLOR, bgColor: DEFAULT_BG_COLOR };
}

export function initialLogo(existing?: ExistingQrCode): LogoState {
  return existing?.logoUrl ? { kind: 'existing', url: existing.logoUrl } : { kind: 'none' };
}

export function logoPreviewSrc(logo: LogoState): string | null {
  if (logo.kind === 'existing') return logo.url;
  if (logo.kind === 'new') return logo.previewUrl;
  return null;
}
