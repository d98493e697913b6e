import type { VCardFormData } from './vcard-form-data';

export const DEFAULT_VCARD_FILE_NAME = 'contact.vcf';

type Names = Pick<VCardFormData, 'firstName' | 'lastName'>;

function nameParts({ firstName, lastName }: Names): string[] {
  return [firstName, lastName].map((part) => part.trim()).filter((part) => part !== '');
}

/** The spec's name: 'firstname_lastname.vcf' lowercased, 'contact.vcf' without names. */
export function vcardFileName(data: Names): string {
  const parts = nameParts(data);
  return parts.length === 0 ? DEFAULT_VCARD_FILE_NAME : `${parts.join('_')}.vcf`.toLowerCase();
}

/**
 * A name safe on every file system and in a Content-Disposition header: accents removed
 * (NFD then combining marks dropped: 'João' -> 'joao'), spaces and runs of other separators
 * become one '-', anything else outside [a-z0-9_-] is dropped. The '_' between first and last
 * name is kept, so 'João' + 'da Silva' -> 'joao_da-silva.vcf'. Falls back to 'contact.vcf'.
 */
export function vcardSafeFileName(data: Names): string {
  const clean = (part: string) =>
    part
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s.-]+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
  const parts = nameParts(data)
    .map(clean)
    .filter((part) => part !== '');
  return parts.length === 0 ? DEFAULT_VCARD_FILE_NAME : `${parts.join('_')}.vcf`;
}
