import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { createQrMatrix, packQrMatrix } from '@qrlink/core/qr/create-qr-matrix';
import { DEFAULT_QR_DESIGN } from '@qrlink/core/qr/design/qr-design';
import { checkContent } from './check-content';
import { initialContentInputs } from './content-inputs';
import { STARTING_MATRIX, STARTING_PAYLOAD } from './starting-matrix';
import { effectiveLevel } from './studio-state';

describe('the studio starting matrix', () => {
  it('is written for what the studio opens on, which then encodes nothing', () => {
    const encode = vi.spyOn(QRCode, 'create');
    const level = effectiveLevel(DEFAULT_QR_DESIGN, false);
    expect(checkContent('url', initialContentInputs(), level)).toEqual({
      status: 'ok',
      payload: STARTING_PAYLOAD,
    });
    expect(STARTING_MATRIX.startsWith(`3${level}:`)).toBe(true);
    // The preview reads the same matrix.
    createQrMatrix(STARTING_PAYLOAD, { errorCorrectionLevel: level });
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();
  });

  it('is what encoding the placeholder gives, and what the studio then draws', () => {
    const encoded = QRCode.create(STARTING_PAYLOAD, { errorCorrectionLevel: 'M' });
    expect(
      packQrMatrix({
        size: encoded.modules.size,
        modules: encoded.modules.data,
        version: encoded.version,
        errorCorrectionLevel: 'M',
      }),
    ).toBe(STARTING_MATRIX);
    const drawn = createQrMatrix(STARTING_PAYLOAD, { errorCorrectionLevel: 'M' });
    expect(drawn.size).toBe(encoded.modules.size);
    expect(Array.from(drawn.modules)).toEqual(Array.from(encoded.modules.data));
  });
});
