// What the card's QR code encodes. A vCard can outgrow a QR code (about 2.3 KB at level M);
// the photo URL is the usual culprit and the least needed on a phone, so it goes first.
import { createQrMatrix } from '@qrlink/core/qr/create-qr-matrix';
import { buildVCard, type VCardVersion } from '@qrlink/core/vcard/build-vcard';
import type { VCardFormData } from '@qrlink/core/vcard/vcard-form-data';

export const VCARD_QR_LEVEL = 'M';

export type VCardQrText =
  | { status: 'incomplete' }
  | { status: 'ok'; text: string; photoOmitted: boolean }
  | { status: 'too-long' };

function fits(text: string): boolean {
  try {
    createQrMatrix(text, { errorCorrectionLevel: VCARD_QR_LEVEL });
    return true;
  } catch {
    return false;
  }
}

export function vcardQrText(data: VCardFormData, version: VCardVersion): VCardQrText {
  if (data.firstName.trim() === '' || data.lastName.trim() === '') return { status: 'incomplete' };
  const full = buildVCard(data, { version });
  if (fits(full)) return { status: 'ok', text: full, photoOmitted: false };
  if (data.photoUrl.trim() !== '') {
    const withoutPhoto = buildVCard({ ...data, photoUrl: '' }, { version });
    if (fits(withoutPhoto)) return { status: 'ok', text: withoutPhoto, photoOmitted: true };
  }
  return { status: 'too-long' };
}
