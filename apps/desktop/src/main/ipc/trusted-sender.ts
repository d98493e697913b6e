// Main answers only the app's own top-level page: not an iframe, not a page that managed to
// load from elsewhere, not a window main did not create.
import { originOf } from '../security/app-origin';

export interface SenderFrame {
  url: string;
  parent: unknown;
}

export interface InvokeEvent {
  sender: { id: number; send: (channel: string, payload: unknown) => void };
  senderFrame: SenderFrame | null;
}

export interface TrustPolicy {
  appOrigin: string;
  /** webContents ids of the windows main created. */
  isAppWindow: (webContentsId: number) => boolean;
}

export function isTrustedSender(event: InvokeEvent, policy: TrustPolicy): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  if (!policy.isAppWindow(event.sender.id)) return false;
  return originOf(frame.url) === policy.appOrigin;
}
