/**
 * TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps, a
 * 160-bit base32 secret, the otpauth:// address the app's camera reads. A code is accepted in
 * its own step and the one before or after, so a phone clock a little off still works.
 */
import { renderQrSvg } from '@qrlink/core/qr/render-qr-svg';
import { Secret, TOTP } from 'otpauth';

const ACCEPTED_STEPS_AROUND_NOW = 1;

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export interface TotpEnrollment {
  secret: string;
  uri: string;
  /** The address as SVG markup; supabase-js turns it into a data: URL. */
  qr_code: string;
}

export function totpEnrollment(secret: string, issuer: string, account: string): TotpEnrollment {
  const uri = totpOf(secret, issuer, account).toString();
  return { secret, uri, qr_code: renderQrSvg({ text: uri, size: 200, margin: 2 }) };
}

export function isValidTotpCode(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totpOf(secret, '', '').validate({
    token: code,
    timestamp: now,
    window: ACCEPTED_STEPS_AROUND_NOW,
  });
  return delta !== null;
}
