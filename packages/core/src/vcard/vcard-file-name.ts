import type { VCardFormData } from './vcard-form-data';

const DEFAULT_VCARD_FILE_NAME = 'contact.vcf';

type Names = Pick<VCardFormData, 'firstName' | 'lastName'>;

function nameParts({ firstName, lastName }: Names): string[] {
  return [firstName, lastName].map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The spec's 'firstname_lastname.vcf', made safe on every file system and in a
 * Content-Disposition header: lowercase ASCII (accents removed: 'Ferreira Ção' ->
 * 'ferreira_cao'), every run of spaces or separators one '_', only [a-z0-9_-] kept.
 * 'contact.vcf' when nothing is left.
 */
export function vcardFileName(data: Names): string {
  const clean = (part: string) =>
    part
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '_')
      .replace(/^_+|_+$/g, '');
  const name = nameParts(data)
    .map(clean)
    .filter((part) => part !== '')
    .join('_');
  return name === '' ? DEFAULT_VCARD_FILE_NAME : `${name}.vcf`;
}
