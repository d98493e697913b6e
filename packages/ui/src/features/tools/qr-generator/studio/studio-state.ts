// The editor's starting point: a saved code (what it encodes, its design, its logo, its rules)
// or a fresh one, and where the logo comes from.
import type { QrErrorCorrectionLevel } from '@qrlink/core/constants';
import { DEFAULT_QR_DESIGN, type QrDesign } from '@qrlink/core/qr/design/qr-design';
import type { QrContentType } from '@qrlink/core/qr-content/qr-content';
import type { RuleColumns } from '@qrlink/data/redirects/link-rules';

export type ExistingQrCode = {
  id: string;
  contentType: QrContentType;
  /** The destination of a dynamic code; null for a static one. */
  targetUrl: string | null;
  /** The content form a static code was saved with. */
  content?: unknown;
  /** The design to edit (core's savedQrDesign: old codes keep their look). */
  design: QrDesign;
  logoUrl: string | null;
  /** The owner's rules as saved (expiry, limit, password, destinations per device). */
  rules?: RuleColumns;
};

export type LogoState =
  | { kind: 'none' }
  | { kind: 'existing'; url: string }
  | { kind: 'new'; file: File; previewUrl: string };

export function initialDesign(existing?: ExistingQrCode): QrDesign {
  return existing?.design ?? DEFAULT_QR_DESIGN;
}

export function initialLogo(existing?: ExistingQrCode): LogoState {
  return existing?.logoUrl ? { kind: 'existing', url: existing.logoUrl } : { kind: 'none' };
}

export function logoPreviewSrc(logo: LogoState): string | null {
  if (logo.kind === 'existing') return logo.url;
  if (logo.kind === 'new') return logo.previewUrl;
  return null;
}

/** The level the code is drawn at: a logo hides modules, so it is always H with one. */
export function effectiveLevel(design: QrDesign, hasLogo: boolean): QrErrorCorrectionLevel {
  return hasLogo ? 'H' : design.errorCorrectionLevel;
}
