import type { ScanWarning } from '@qrlink/core/qr/safety/scan-safety';

/** The drawings of one design and the text each must decode to. */
export interface ScanDecodeRequest {
  id: number;
  expected: string;
  images: ImageData[];
}

/** 'unreadable' when one of them did not decode to it. */
export interface ScanDecodeReply {
  id: number;
  warnings: ScanWarning[];
}
