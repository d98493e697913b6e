// A page's address, {origin}/p/{slug}: what a person reads aloud and prints under a QR code, so
// lowercase ASCII letters, digits and single hyphens, 3 to 50 of them, never starting or ending
// with a hyphen. Unique across the product (the database's pages_slug_unique); the database
// checks the same pattern (pages_slug_format).
import { z } from 'zod';
import { KEYS } from '../validation/messages';

export const PAGE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$/;

/** 'Café da Praça!' -> 'cafe-da-praca': accents dropped, anything else a single hyphen. */
export function sanitisePageSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 50);
}

export function isPageSlug(value: string): boolean {
  return PAGE_SLUG_PATTERN.test(value) && !value.includes('--');
}

export const pageSlugField = z
  .string()
  .transform((value) => sanitisePageSlug(value).replace(/-+$/, ''))
  .refine(isPageSlug, { message: KEYS.pageSlugInvalid });
