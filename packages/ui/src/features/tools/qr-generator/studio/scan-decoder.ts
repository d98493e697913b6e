// The page's side of scan-decode.worker.ts: one worker for the studio, started on the first
// check, answering each request by its id.
import type { ScanWarning } from '@qrlink/core/qr/safety/scan-safety';
import type { ScanDecodeReply, ScanDecodeRequest } from './scan-decode-messages';

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (warnings: ScanWarning[] | null) => void>();

/** The worker, started now if needed; null where none can run (then the page decodes). */
function decoder(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./scan-decode.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<ScanDecodeReply>) => {
    waiting.get(event.data.id)?.(event.data.warnings);
    waiting.delete(event.data.id);
  });
  worker?.addEventListener('error', () => {
    // It did not start (a Content-Security-Policy, a failed fetch): the page decodes from now on.
    worker?.terminate();
    worker = null;
    for (const answer of waiting.values()) answer(null);
    waiting.clear();
  });
  return worker;
}

/** The read-back's warnings from the worker, or null when the page must decode them itself. */
export function decodeInWorker(
  expected: string,
  images: ImageData[],
): Promise<ScanWarning[] | null> {
  const running = decoder();
  if (!running) return Promise.resolve(null);
  const id = (nextId += 1);
  const request: ScanDecodeRequest = { id, expected, images };
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    running.postMessage(
      request,
      images.map((image) => image.data.buffer as ArrayBuffer),
    );
  });
}
