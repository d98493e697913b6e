// Public API of @qrlink/core. Prefer deep imports ('@qrlink/core/vcard/build-vcard') in app
// code: they load only what a screen needs. This barrel is for the server and for scripts.
export * from './constants';

export * from './validation/messages';
export * from './validation/to-toast-error';
export * from './validation/url';
export * from './validation/alias';
export * from './validation/login-schema';
export * from './validation/register-schema';
export * from './validation/password-change-schema';
export * from './validation/reset-password-schema';
export * from './validation/short-link-schema';
export * from './validation/plan-form-schema';
export * from './validation/client-edit-schema';
export * from './validation/vcard-schema';
export * from './validation/whatsapp-schema';
export * from './validation/contact-schema';
export * from './validation/qr-save-schema';
export * from './validation/logo-file';

export * from './pricing/plan';
export * from './pricing/format-brl';
export * from './pricing/parse-brl';
export * from './pricing/plan-cta';
export * from './pricing/plan-price-display';
export * from './pricing/suggested-yearly-price';
export * from './pricing/build-checkout-url';

export * from './whatsapp/country-codes';
export * from './whatsapp/build-whatsapp-link';
export * from './whatsapp/apply-whatsapp-format';

export * from './vcard/vcard-form-data';
export * from './vcard/build-vcard';
export * from './vcard/vcard-text';
export * from './vcard/vcard-file-name';

export * from './dates/format-date';
export * from './dates/format-relative';
export type { DateInput, ZoneOptions } from './dates/dayjs-pt-br';

export * from './qr/qr-render-error';
export * from './qr/create-qr-matrix';
export * from './qr/qr-color';
export * from './qr/qr-layout';
export * from './qr/qr-render-options';
export * from './qr/render-qr-canvas';
export * from './qr/render-qr-svg';
export * from './qr/render-qr-png';
export * from './qr/qr-presets';
export * from './qr/design/qr-design';
export * from './qr/design/qr-design-options';
export * from './qr/geometry/qr-scene';
export * from './qr/pdf/render-qr-pdf';
export * from './qr/safety/scan-safety';

export * from './qr-content/qr-content';
export * from './qr-content/wifi';
export * from './qr-content/contact-payloads';
export * from './qr-content/pix/pix-payload';
export * from './qr-content/pix/pix-key';

export * from './analytics/analytics-types';
export * from './analytics/classify-user-agent';
export * from './analytics/parse-user-agent';
export * from './analytics/csv';
export * from './analytics/export-csv';

export * from './links/public-urls';
export * from './links/truncate-text';
