// The active content form checked by core (pt-BR messages per field) and turned into the text
// the code encodes, which must also fit in a QR code at the level the design draws it.
import type { QrErrorCorrectionLevel } from '@qrlink/core/constants';
import { createQrMatrix } from '@qrlink/core/qr/create-qr-matrix';
import {
  buildQrPayload,
  QR_CONTENT_TYPE_LABELS,
  qrContentSchema,
  type QrContentType,
} from '@qrlink/core/qr-content/qr-content';
import type { ToastText } from '@qrlink/core/validation/messages';
import { toFieldErrors, toToastError } from '@qrlink/core/validation/to-toast-error';
import { contentInputOf, type ContentInputs } from './content-inputs';
import { rememberStartingMatrix } from './starting-matrix';

export type ContentCheck =
  | { status: 'ok'; payload: string }
  | {
      status: 'invalid';
      /** Per field of the form ('phone', 'firstName', 'phones.0.number'...), pt-BR. */
      errors: Record<string, string>;
      /** What a save or download attempt tells the user. */
      toast: ToastText;
    };

const CONTENT_TOO_LONG: ToastText = {
  title: 'Conteúdo grande demais',
  message:
    'Este conteúdo não cabe em um QR Code. Encurte os textos ou escolha um nível de correção de erro menor.',
};

function fits(payload: string, level: QrErrorCorrectionLevel): boolean {
  rememberStartingMatrix();
  try {
    createQrMatrix(payload, { errorCorrectionLevel: level });
    return true;
  } catch {
    return false;
  }
}

/** Field paths relative to the form ('data.phone' -> 'phone'). */
function formErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.replace(/^data\./, ''), message]),
  );
}

export function checkContent(
  type: QrContentType,
  inputs: ContentInputs,
  level: QrErrorCorrectionLevel,
): ContentCheck {
  const parsed = qrContentSchema.safeParse(contentInputOf(type, inputs));
  if (!parsed.success) {
    return {
      status: 'invalid',
      errors: formErrors(toFieldErrors(parsed.error)),
      toast: toToastError(parsed.error),
    };
  }
  const payload = buildQrPayload(parsed.data);
  if (!fits(payload, level)) return { status: 'invalid', errors: {}, toast: CONTENT_TOO_LONG };
  return { status: 'ok', payload };
}

/** The preview's hint while the form is not complete. */
export function contentHint(type: QrContentType): string {
  return type === 'url'
    ? 'Informe a URL de destino para ver o QR Code.'
    : `Preencha os campos de ${QR_CONTENT_TYPE_LABELS[type]} para ver o QR Code.`;
}
