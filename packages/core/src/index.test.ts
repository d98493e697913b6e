import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('@qrlink/core barrel', () => {
  it('exposes one entry per use case', () => {
    for (const name of [
      'MIN_PASSWORD_LENGTH',
      'toToastError',
      'normaliseUrl',
      'sanitiseAlias',
      'registerSchema',
      'planFormSchema',
      'formatBRL',
      'parseBRL',
      'planPriceDisplay',
      'buildCheckoutUrl',
      'buildWhatsAppLink',
      'applyWhatsAppFormat',
      'buildVCard',
      'vcardFileName',
      'formatDate',
      'formatRelative',
      'renderQrPng',
      'renderQrSvg',
      'renderQrToCanvas',
      'qrDownloadFileName',
      'qrDesignSchema',
      'parseStoredQrDesign',
      'renderQrPdf',
      'checkScanSafety',
      'qrContentSchema',
      'buildQrPayload',
      'buildPixPayload',
      'parsePixPayload',
      'scansToCsv',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });

  it('composes across modules', () => {
    const code = 'Promo-2026';
    const link = core.shortLinkSchema.parse({ originalUrl: 'loja.com', customAlias: code });
    expect(link.customAlias).toBe(code);
    expect(core.qrDownloadFileName(link.originalUrl)).toBe(
      'qrcode_https___loja_com__1000x1000.png',
    );
  });
});
