// Contacts from a spreadsheet (CSV) for the desktop's bulk vCards: one row per contact, the
// header row naming the columns in Portuguese or English, any case, with or without accents
// ('Nome', 'sobrenome', 'E-mail', 'Telefone', 'Empresa'...). The separator is detected (',' or
// ';', as Excel pt-BR writes). Each row becomes the vCard form's data and is validated like the
// form; rows that fail are reported with their line number and reason, the others go on.
import Papa from 'papaparse';
import { toToastError } from '../validation/to-toast-error';
import { validateVCard } from '../validation/vcard-schema';
import { emptyAddress, emptyEmail, emptyPhone, type VCardFormData } from './vcard-form-data';

type Field =
  | 'prefix'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'suffix'
  | 'organization'
  | 'title'
  | 'photoUrl'
  | 'website'
  | 'birthday'
  | 'note'
  | 'phone'
  | 'email'
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'country';

const HEADERS: Record<Field, string[]> = {
  prefix: ['prefixo', 'tratamento', 'prefix'],
  firstName: ['nome', 'primeiro nome', 'first name', 'firstname', 'given name'],
  middleName: ['nome do meio', 'middle name', 'middlename'],
  lastName: ['sobrenome', 'ultimo nome', 'last name', 'lastname', 'family name', 'surname'],
  suffix: ['sufixo', 'suffix'],
  organization: ['empresa', 'organizacao', 'company', 'organization'],
  title: ['cargo', 'funcao', 'title', 'job title'],
  photoUrl: ['foto', 'url da foto', 'photo', 'photo url'],
  website: ['site', 'website', 'url', 'pagina'],
  birthday: ['aniversario', 'data de nascimento', 'nascimento', 'birthday'],
  note: ['observacoes', 'observacao', 'notas', 'nota', 'note', 'notes'],
  phone: ['telefone', 'celular', 'fone', 'whatsapp', 'phone', 'mobile'],
  email: ['e-mail', 'email', 'e mail'],
  street: ['rua', 'endereco', 'logradouro', 'street', 'address'],
  city: ['cidade', 'municipio', 'city'],
  state: ['estado', 'uf', 'state'],
  zip: ['cep', 'codigo postal', 'zip', 'postal code'],
  country: ['pais', 'country'],
};

function normalise(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FIELD_OF_HEADER = new Map(
  (Object.entries(HEADERS) as [Field, string[]][]).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const),
  ),
);

/** dd/mm/yyyy (as Brazilian spreadsheets write dates) or yyyy-mm-dd, as the form's yyyy-mm-dd. */
function isoDate(text: string): string {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (br) return `${br[3]}-${br[2]?.padStart(2, '0')}-${br[1]?.padStart(2, '0')}`;
  return text;
}

function toFormData(values: Partial<Record<Field, string>>): VCardFormData {
  const get = (field: Field) => values[field]?.trim() ?? '';
  return {
    prefix: get('prefix'),
    firstName: get('firstName'),
    middleName: get('middleName'),
    lastName: get('lastName'),
    suffix: get('suffix'),
    organization: get('organization'),
    title: get('title'),
    photoUrl: get('photoUrl'),
    website: get('website'),
    birthday: isoDate(get('birthday')),
    note: get('note'),
    phones: [{ ...emptyPhone(true), number: get('phone') }],
    emails: [{ ...emptyEmail(true), address: get('email') }],
    addresses: [
      {
        ...emptyAddress(),
        street: get('street'),
        city: get('city'),
        state: get('state'),
        zip: get('zip'),
        country: get('country'),
      },
    ],
  };
}

export interface ContactsCsvProblem {
  /** The line in the file (the header is line 1). */
  line: number;
  message: string;
}

export interface ContactsCsv {
  contacts: VCardFormData[];
  problems: ContactsCsvProblem[];
}

export const CONTACTS_CSV_NO_NAMES =
  'A planilha precisa das colunas Nome e Sobrenome (na primeira linha).';

export function parseContactsCsv(text: string): ContactsCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  const fields = header.map((name) => FIELD_OF_HEADER.get(normalise(name)));
  if (!fields.includes('firstName') || !fields.includes('lastName')) {
    return { contacts: [], problems: [{ line: 1, message: CONTACTS_CSV_NO_NAMES }] };
  }
  const result: ContactsCsv = { contacts: [], problems: [] };
  rows.forEach((row, index) => {
    const values: Partial<Record<Field, string>> = {};
    fields.forEach((field, column) => {
      if (field && values[field] === undefined) values[field] = row[column] ?? '';
    });
    const data = toFormData(values);
    const checked = validateVCard(data);
    if (checked.ok) result.contacts.push(data);
    else result.problems.push({ line: index + 2, message: toToastError(checked.error).message });
  });
  return result;
}
