// The browser: files leave through a download, the public origin is PUBLIC_URL or the page's.
import { getPublicOrigin } from '@qrlink/data/public-origin';
import { downloadBlob } from '../download-blob';
import type { Platform } from './platform-types';

export const webPlatform: Platform = {
  kind: 'web',
  // Not `async`: the download starts within the click that asked for it (browsers may block a
  // download started later), and a failure surfaces as a rejected promise all the same.
  saveFile(file) {
    try {
      const blob =
        typeof file.content === 'string'
          ? new Blob([file.content], { type: 'text/plain' })
          : file.content;
      downloadBlob(blob, file.fileName);
      return Promise.resolve({ status: 'saved', fileName: file.fileName });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  },
  publicOrigin: () => getPublicOrigin(),
  // None while a page is prerendered at build time (app/prerender): no page of it prints one.
  provisionalOrigin: () => (typeof window === 'undefined' ? '' : window.location.origin),
  desktop: null,
};
