// The vCard the tool downloads (docs/product/validation.md, "Validation rules"), in vCard 4.0 (RFC
// 6350, the default) or 3.0 (RFC 2426, which many Android contact apps import better). Empty rows
// are skipped; every text value is escaped and every line folded, ending in CRLF.
import { toE164 } from '../phone/parse-phone';
import { normaliseUrl } from '../validation/url';
import { escapeVCardText, foldLine } from './vcard-text';
import type { VCardAddress, VCardEmail, VCardFormData, VCardPhone } from './vcard-form-data';

export type VCardVersion = '4.0' | '3.0';

export interface BuildVCardOptions {
  version?: VCardVersion;
  /** Revision time written in REV (defaults to now). */
  now?: Date;
}

/** The formatted name: prefix, first, middle, last, suffix, skipping blanks. */
export function formattedName(data: VCardFormData): string {
  return [data.prefix, data.firstName, data.middleName, data.lastName, data.suffix]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** TYPE parameter: lowercased types, plus 'pref' in 3.0 (4.0 uses PREF=1 instead). */
function typeParams(version: VCardVersion, types: string[], preferred: boolean): string {
  const lowered = types.map((type) => type.toLowerCase());
  if (version === '3.0') return `;TYPE=${[...lowered, ...(preferred ? ['pref'] : [])].join(',')}`;
  return `;TYPE=${lowered.join(',')}${preferred ? ';PREF=1' : ''}`;
}

function phoneLine(version: VCardVersion, phone: VCardPhone): string | null {
  // A number without a +country code is Brazilian; vcardSchema refuses numbers that cannot
  // exist, so one that still fails here is skipped rather than written wrong.
  const checked = toE164(phone.number);
  if (!checked.ok) return null;
  const number = checked.e164;
  const params = typeParams(version, [phone.type], phone.isPreferred);
  // 4.0 recommends tel: URIs (VALUE=uri); 3.0 readers expect the plain number.
  return version === '4.0' ? `TEL;VALUE=uri${params}:tel:${number}` : `TEL${params}:${number}`;
}

function emailLine(version: VCardVersion, email: VCardEmail): string | null {
  const address = email.address.trim();
  if (address === '') return null;
  const types = version === '3.0' ? ['internet', email.type] : [email.type];
  return `EMAIL${typeParams(version, types, email.isPreferred)}:${simpleText(version, address)}`;
}

function addressLine(version: VCardVersion, address: VCardAddress): string | null {
  const parts = [address.street, address.city, address.state, address.zip, address.country].map(
    (part) => part.trim(),
  );
  if (parts.every((part) => part === '')) return null;
  // ADR: post office box; extended address; street; locality; region; postal code; country.
  const value = ['', '', ...parts].map((part) => escapeVCardText(part)).join(';');
  return `ADR${typeParams(version, [address.type], false)}:${value}`;
}

/** REV: basic format for 4.0 (RFC 6350 timestamp), extended ISO 8601 for 3.0. */
function revision(version: VCardVersion, now: Date): string {
  const iso = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return version === '4.0' ? iso.replace(/[-:]/g, '') : iso;
}

/** Escape a simple (non-compound) text value for the version. */
function simpleText(version: VCardVersion, value: string): string {
  return escapeVCardText(value, version === '3.0');
}

function optionalText(version: VCardVersion, name: string, value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : `${name}:${simpleText(version, trimmed)}`;
}

/** URIs are not TEXT (no escaping); invalid ones are dropped rather than written broken. */
function optionalUri(name: string, value: string): string | null {
  if (value.trim() === '') return null;
  const checked = normaliseUrl(value);
  return checked.ok ? `${name}:${checked.url}` : null;
}

export function buildVCard(data: VCardFormData, options: BuildVCardOptions = {}): string {
  const version = options.version ?? '4.0';
  const now = options.now ?? new Date();
  const name = [data.lastName, data.firstName, data.middleName, data.prefix, data.suffix]
    .map((part) => escapeVCardText(part.trim()))
    .join(';');
  const birthday = data.birthday.trim().replace(/-/g, '');
  const lines: (string | null)[] = [
    'BEGIN:VCARD',
    `VERSION:${version}`,
    `N:${name}`,
    `FN:${simpleText(version, formattedName(data))}`,
    data.organization.trim() === '' ? null : `ORG:${escapeVCardText(data.organization.trim())}`,
    optionalText(version, 'TITLE', data.title),
    optionalUri(version === '3.0' ? 'PHOTO;VALUE=uri' : 'PHOTO', data.photoUrl),
    optionalUri('URL', data.website),
    /^\d{8}$/.test(birthday) ? `BDAY:${birthday}` : null,
    optionalText(version, 'NOTE', data.note),
    ...data.phones.map((phone) => phoneLine(version, phone)),
    ...data.emails.map((email) => emailLine(version, email)),
    ...data.addresses.map((address) => addressLine(version, address)),
    `REV:${revision(version, now)}`,
    'END:VCARD',
  ];
  return lines
    .filter((line): line is string => line !== null)
    .map(foldLine)
    .map((line) => `${line}\r\n`)
    .join('');
}
