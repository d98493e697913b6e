// Which Platform this page runs on: the browser unless the desktop renderer installed its own
// before rendering the app (apps/desktop/src/renderer). Tests install fakes the same way.
import type { Platform } from './platform-types';
import { webPlatform } from './web-platform';

export type { Platform } from './platform-types';

let current: Platform = webPlatform;

export function getPlatform(): Platform {
  return current;
}

/** Install `platform`; returns a function that puts the previous one back. */
export function setPlatform(platform: Platform): () => void {
  const previous = current;
  current = platform;
  return () => {
    current = previous;
  };
}
