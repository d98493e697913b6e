// Custom short-link aliases: letters, digits and hyphens only. Other characters are removed
// as the user types (not rejected), so the field can never hold an invalid alias.
// "Letters" means ASCII a-z/A-Z: an accented alias would travel percent-encoded in the short
// URL, which defeats the point of a short, speakable link. Case is kept (codes are
// case-sensitive, like the random ones).
import { z } from 'zod';
import { KEYS } from './messages';

/** Longest custom alias accepted (the spec sets none; this keeps links short and indexable). */
export const ALIAS_MAX_LENGTH = 50;

/** Remove every character that is not an ASCII letter, digit or hyphen. */
export function sanitiseAlias(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '');
}

/** Optional alias field: sanitised, blank becomes null (a random code is generated instead). */
export const aliasField = z
  .string()
  .nullish()
  .transform((value) => {
    const clean = sanitiseAlias(value ?? '');
    return clean === '' ? null : clean;
  })
  .refine((value) => value === null || value.length <= ALIAS_MAX_LENGTH, {
    message: KEYS.aliasTooLong,
  });
