// The scan check's read-back (scan-check.ts), off the page's thread: jsQR decodes each drawing of
// the design here, so a phone's page stays responsive while the studio checks every design the
// visitor tries (on the page it took about 300 ms of a computer's CPU per check).
import '@/lib/zod-without-eval';
import { decodeScanImages } from '@qrlink/core/qr/safety/scan-safety';
import type { ScanDecodeRequest, ScanDecodeReply } from './scan-decode-messages';

self.onmessage = (event: MessageEvent<ScanDecodeRequest>) => {
  const { id, expected, images } = event.data;
  const reply: ScanDecodeReply = { id, warnings: decodeScanImages(expected, images) };
  self.postMessage(reply);
};
