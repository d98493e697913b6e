// The vCard tool's form data (docs/product/data-model.md, "Entities") and its initial value.

export const PHONE_TYPES = ['CELL', 'WORK', 'HOME', 'MAIN', 'FAX', 'PAGER', 'OTHER'] as const;
export const EMAIL_TYPES = ['WORK', 'HOME', 'OTHER'] as const;
export const ADDRESS_TYPES = ['WORK', 'HOME', 'OTHER'] as const;

export type PhoneType = (typeof PHONE_TYPES)[number];
export type EmailType = (typeof EMAIL_TYPES)[number];
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** pt-BR labels for the type selects. */
export const PHONE_TYPE_LABELS: Record<PhoneType, string> = {
  CELL: 'Celular',
  WORK: 'Trabalho',
  HOME: 'Residencial',
  MAIN: 'Principal',
  FAX: 'Fax',
  PAGER: 'Pager',
  OTHER: 'Outro',
};
export const EMAIL_TYPE_LABELS: Record<EmailType, string> = {
  WORK: 'Trabalho',
  HOME: 'Pessoal',
  OTHER: 'Outro',
};
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  WORK: 'Trabalho',
  HOME: 'Residencial',
  OTHER: 'Outro',
};

export interface VCardPhone {
  number: string;
  type: PhoneType;
  isPreferred: boolean;
}

export interface VCardEmail {
  address: string;
  type: EmailType;
  isPreferred: boolean;
}

export interface VCardAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  type: AddressType;
}

export interface VCardFormData {
  prefix: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  organization: string;
  title: string;
  photoUrl: string;
  website: string;
  /** yyyy-MM-dd as a date input gives it, or ''. */
  birthday: string;
  note: string;
  phones: VCardPhone[];
  emails: VCardEmail[];
  addresses: VCardAddress[];
}

export function emptyPhone(isPreferred = false): VCardPhone {
  return { number: '', type: 'CELL', isPreferred };
}

export function emptyEmail(isPreferred = false): VCardEmail {
  return { address: '', type: 'WORK', isPreferred };
}

export function emptyAddress(): VCardAddress {
  return { street: '', city: '', state: '', zip: '', country: '', type: 'WORK' };
}

/** One empty phone (CELL, preferred), one empty e-mail (WORK, preferred), one address (WORK). */
export function initialVCardFormData(): VCardFormData {
  return {
    prefix: '',
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
    organization: '',
    title: '',
    photoUrl: '',
    website: '',
    birthday: '',
    note: '',
    phones: [emptyPhone(true)],
    emails: [emptyEmail(true)],
    addresses: [emptyAddress()],
  };
}
