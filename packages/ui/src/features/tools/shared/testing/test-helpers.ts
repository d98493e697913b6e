// Test helpers for the tools' component tests: a jotai store with a known session.
import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { storeWithSession } from '../../../../../tests/session-store';

export const TEST_USER = { id: 'user-1', email: 'ana@exemplo.com.br', fullName: 'Ana Souza' };

export function sessionStore(signedIn: boolean) {
  return storeWithSession(
    signedIn ? { status: 'authenticated', user: TEST_USER, role: 'user' } : { status: 'anonymous' },
  );
}

/** navigator.clipboard.writeText stand-in (a test reads back what was copied). */
export function mockClipboard(impl: (text: string) => Promise<void> = async () => {}) {
  const writeText = vi.fn(impl);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

/** Mantine's toast store outlives a test's DOM; empty it so tests do not see older toasts. */
export function cleanNotifications() {
  notifications.clean();
}

/**
 * happy-dom has no canvas: a 2D context that records what the QR renderer draws (paths and
 * gradients too, for designed codes). It cannot be read back (no getImageData), so the studio's
 * scan check runs its static rules only.
 */
export function mockCanvas() {
  const gradient = () => ({ addColorStop: vi.fn() });
  const ctx = {
    fillStyle: '' as unknown,
    fillRect: vi.fn(),
    clearRect: vi.fn(),
    drawImage: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    quadraticCurveTo: vi.fn(),
    bezierCurveTo: vi.fn(),
    closePath: vi.fn(),
    fill: vi.fn(),
    createLinearGradient: vi.fn(gradient),
    createRadialGradient: vi.fn(gradient),
  };
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
  ) {
    callback(new Blob([`png ${this.width}x${this.height}`], { type: 'image/png' }));
  });
  return { ctx, getContext, toBlob };
}

/** Captures browser downloads (object URL + anchor click) instead of navigating. */
export function captureDownloads() {
  const downloads: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return { downloads, click };
}

/** A downloaded file's text. */
export function readBlobText(blob: Blob): Promise<string> {
  return blob.text();
}
