// UTM parameters (docs/product/link-rules-and-utm.md, "Link rules and UTM"): the campaign tags
// analytics tools read from a destination URL. The builder writes them into the destination; an
// edited link shows the ones it carries.
import { z } from 'zod';
import { KEYS } from '../validation/messages';

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Record<UtmField, string>;

export const EMPTY_UTM: Utm = { source: '', medium: '', campaign: '', term: '', content: '' };

const utmValue = z.string().trim().max(100, KEYS.utmTooLong);
export const utmSchema = z.object({
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
  term: utmValue,
  content: utmValue,
});

/** The UTM values a URL carries ('' for those it does not); an unparsable URL carries none. */
export function readUtm(url: string): Utm {
  try {
    const params = new URL(url).searchParams;
    return Object.fromEntries(
      UTM_FIELDS.map((field) => [field, params.get(`utm_${field}`) ?? '']),
    ) as Utm;
  } catch {
    return { ...EMPTY_UTM };
  }
}

/**
 * `url` with exactly the given UTM values: filled ones set (replacing what was there), empty
 * ones removed; every other parameter and the fragment kept. Null when `url` is not absolute.
 */
export function applyUtm(url: string, utm: Utm): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  for (const field of UTM_FIELDS) {
    const value = utm[field].trim();
    if (value) parsed.searchParams.set(`utm_${field}`, value);
    else parsed.searchParams.delete(`utm_${field}`);
  }
  return parsed.href;
}
