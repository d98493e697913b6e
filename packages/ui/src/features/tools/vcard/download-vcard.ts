// Validate, build and save the card (docs/product/validation.md, "Validation rules" and
// docs/product/calls-errors-and-constants.md, "Error texts"): a download in the browser, the Save
// dialog on the desktop.
import { buildVCard, type VCardVersion } from '@qrlink/core/vcard/build-vcard';
import type { VCardFormData } from '@qrlink/core/vcard/vcard-form-data';
import { vcardFileName } from '@qrlink/core/vcard/vcard-file-name';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { validateVCard } from '@qrlink/core/validation/vcard-schema';
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';

export const VCARD_MIME_TYPE = 'text/vcard;charset=utf-8';

export type FieldError = { field: string; message: string };

/** Returns the first invalid field when validation fails, so the form can mark it. */
export function downloadVCard(data: VCardFormData, version: VCardVersion): FieldError | null {
  const checked = validateVCard(data);
  if (!checked.ok) {
    const toast = toToastError(checked.error);
    notify.error(toast);
    const field = checked.error.issues[0]?.path.map(String).join('.') ?? '';
    return { field, message: toast.message };
  }
  void saveVCard(data, version);
  return null;
}

async function saveVCard(data: VCardFormData, version: VCardVersion): Promise<void> {
  try {
    const content = new Blob([buildVCard(data, { version })], { type: VCARD_MIME_TYPE });
    const saved = await getPlatform().saveFile({ fileName: vcardFileName(data), content });
    if (saved.status === 'cancelled') return;
    notify.success({ title: 'vCard Gerado!', message: `O arquivo ${saved.fileName} foi baixado.` });
  } catch (error) {
    console.error('[qrlink] vCard download failed', error);
    notify.error({ title: 'Erro ao gerar vCard', message: 'Ocorreu um problema inesperado.' });
  }
}
