// A business card's contact, as 'Salvar contato' downloads it (docs/product/pages.md): the
// vCard from core, in version 3.0, which every phone's contacts app imports.
import { buildVCard } from '../vcard/build-vcard';
import type { VCardFormData } from '../vcard/vcard-form-data';
import type { CardPageContent } from './card-page-schema';

export function cardVCard(card: CardPageContent, pageAddress: string, now?: Date): string {
  const data: VCardFormData = {
    prefix: '',
    firstName: card.name,
    middleName: '',
    lastName: '',
    suffix: '',
    organization: card.company,
    title: card.role,
    photoUrl: card.photoUrl ?? '',
    website: card.website ?? pageAddress,
    birthday: '',
    note: card.pixKey ? `Chave Pix: ${card.pixKey}` : '',
    phones: [
      ...(card.phone ? [{ number: card.phone, type: 'WORK' as const, isPreferred: true }] : []),
      ...(card.whatsapp
        ? [{ number: card.whatsapp, type: 'CELL' as const, isPreferred: !card.phone }]
        : []),
    ],
    emails: card.email ? [{ address: card.email, type: 'WORK', isPreferred: true }] : [],
    addresses: card.address
      ? [{ street: card.address, city: '', state: '', zip: '', country: '', type: 'WORK' }]
      : [],
  };
  return buildVCard(data, { version: '3.0', ...(now ? { now } : {}) });
}
