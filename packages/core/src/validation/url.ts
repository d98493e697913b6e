// Destination URLs: the QR target, the short link's original URL, vCard photo and website.
// Only http(s) is ever accepted (a `javascript:` target would run script on whoever scans).
//
// Decision: a bare domain such as `exemplo.com.br/promo` is accepted and gets `https://`
// prefixed, because that is what people type and https is the only sane default today. Text
// that is neither a URL with a scheme nor something that looks like a host name is refused with
// a message saying to start with http:// or https://. The result is the WHATWG-serialised href
// (host lowercased, spaces percent-encoded, `/` added to a bare origin) so the redirect server
// can put it in a Location header as is.
import { z } from 'zod';
import { URL_MAX_LENGTH } from '../constants';
import { MESSAGES, type MessageKey } from './messages';

export type UrlCheck = { ok: true; url: string } | { ok: false; key: MessageKey; message: string };

function refused(key: MessageKey): UrlCheck {
  return { ok: false, key, message: MESSAGES[key].message };
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Schemes that execute or read local content: named in their own message. */
const DANGEROUS_SCHEMES = new Set(['javascript', 'data', 'file', 'vbscript', 'blob', 'about']);
/** host[:port][/path...] where host is localhost or has a dot-separated TLD of letters. */
/**
 * Control characters (C0, DEL, C1), bidi marks and overrides, zero-width characters: a
 * Location header cannot carry the first, and the others make a link read differently from
 * where it goes. The database's is_http_url refuses the same set.
 */
const INVISIBLE_OR_CONTROL =
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
const BARE_HOST =
  /^(localhost|([a-z0-9\u00a1-\uffff-]+\.)+[a-z\u00a1-\uffff]{2,}|\d{1,3}(\.\d{1,3}){3})(:\d{1,5})?([/?#]|$)/i;

function withScheme(text: string): UrlCheck {
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // `exemplo.com:8080` matches SCHEME too; a bare host test decides it first.
  if (text.startsWith('//')) return { ok: true, url: `https:${text}` };
  if (BARE_HOST.test(text)) return { ok: true, url: `https://${text}` };
  if (scheme === undefined) return refused('urlMissingScheme');
  if (scheme === 'http' || scheme === 'https') return { ok: true, url: text };
  if (DANGEROUS_SCHEMES.has(scheme)) return refused('urlDangerousScheme');
  return refused('urlUnsupportedScheme');
}

/** Trim, check and canonicalise a destination URL. */
export function normaliseUrl(input: string): UrlCheck {
  // Browsers ignore leading/trailing spaces; so do we, then refuse any whitespace left inside
  // (it is almost always two things pasted together) and any invisible or control character.
  const text = input.trim();
  if (text === '') return refused('urlRequired');
  if (INVISIBLE_OR_CONTROL.test(text)) {
    return refused('urlInvisibleCharacters');
  }
  const schemed = withScheme(text);
  if (!schemed.ok) return schemed;
  let parsed: URL;
  try {
    parsed = new URL(schemed.url);
  } catch {
    return refused('urlInvalid');
  }
  if (/\s/.test(text) || parsed.hostname === '' || !/^https?:$/.test(parsed.protocol)) {
    return refused('urlInvalid');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return refused('urlWithCredentials');
  }
  if (parsed.href.length > URL_MAX_LENGTH) {
    return refused('urlTooLong');
  }
  return { ok: true, url: parsed.href };
}

/**
 * A zod field for a required destination URL: empty input gets the catalogue entry `emptyKey` (each form words
 * it differently), anything else goes through normaliseUrl and comes out canonical.
 */
export function httpUrlField(emptyKey: MessageKey = 'urlRequired') {
  return z.string({ error: emptyKey }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: emptyKey, input: value });
      return z.NEVER;
    }
    const checked = normaliseUrl(value);
    if (!checked.ok) {
      ctx.issues.push({ code: 'custom', message: checked.key, input: value });
      return z.NEVER;
    }
    return checked.url;
  });
}

/** An optional URL field: blank becomes null, anything else must be a valid http(s) URL. */
export function optionalHttpUrlField(invalidKey: MessageKey) {
  return z
    .string()
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      const checked = normaliseUrl(value);
      if (!checked.ok) {
        ctx.issues.push({ code: 'custom', message: invalidKey, input: value });
        return z.NEVER;
      }
      return checked.url;
    });
}

/**
 * A required URL field with one message, `invalidKey`, for anything that is not a valid http(s)
 * URL (blank included), as the database words it: a smart route's or an A/B variant's
 * destination.
 */
export function urlFieldWithOneMessage(invalidKey: MessageKey) {
  return z.string({ error: invalidKey }).transform((value, ctx) => {
    const checked = normaliseUrl(value);
    if (checked.ok) return checked.url;
    ctx.issues.push({ code: 'custom', message: invalidKey, input: value });
    return z.NEVER;
  });
}
