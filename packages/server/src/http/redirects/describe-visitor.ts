/**
 * Who scanned or clicked, as far as the request tells: device class, browser and OS from the
 * User-Agent (ua-parser-js 1.x, MIT), and whether it is a bot or a link preview (isbot), so
 * WhatsApp/Slack/Telegram previews of a shared link never count as clicks.
 */
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

export interface Visitor {
  userAgent: string;
  device: string;
  browser: string | null;
  os: string | null;
  isBot: boolean;
}

export function describeVisitor(userAgent: string | undefined): Visitor {
  const ua = (userAgent ?? '').slice(0, 1024);
  const result = new UAParser(ua).getResult();
  // ua-parser leaves device.type empty for desktops; an empty User-Agent is no device at all.
  const device = result.device.type ?? (ua ? 'desktop' : 'unknown');
  return {
    userAgent: ua,
    device,
    browser: result.browser.name ?? null,
    os: result.os.name ?? null,
    // No User-Agent at all is a script, not a person holding a phone.
    isBot: ua === '' || isbot(ua),
  };
}
