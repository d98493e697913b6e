// The one user-agent classifier: the server stores what it returns with every scan and click,
// and the analytics screens label the same classes in pt-BR (parse-user-agent.ts).
// ua-parser-js 1.x (MIT; 2.x is AGPL) does the parsing; isbot recognises crawlers and link
// previews (WhatsApp, Telegram, Slack, Facebook...), which are recorded but never counted.
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import { toStorableText } from '../validation/storable-text';

export type DeviceClass =
  | 'desktop'
  | 'mobile'
  | 'tablet'
  | 'smarttv'
  | 'console'
  | 'wearable'
  | 'bot'
  | 'unknown';

export interface VisitorAgent {
  /**
   * The header as stored: trimmed, at most USER_AGENT_MAX_LENGTH characters, NUL and lone
   * surrogates (a cut emoji) replaced (see storable-text.ts).
   */
  userAgent: string;
  device: DeviceClass;
  browser: string | null;
  os: string | null;
  /** A crawler, a link preview or no user agent at all: recorded, never counted. */
  isBot: boolean;
}

export const USER_AGENT_MAX_LENGTH = 1024;

const DEVICE_TYPES: ReadonlySet<string> = new Set([
  'mobile',
  'tablet',
  'smarttv',
  'console',
  'wearable',
]);

const DESKTOP_OS = /^(Windows|Mac OS|macOS|Linux|Ubuntu|Debian|Fedora|Chromium OS|Chrome OS)/;

export function classifyUserAgent(header: string | null | undefined): VisitorAgent {
  const userAgent = toStorableText((header ?? '').trim().slice(0, USER_AGENT_MAX_LENGTH));
  // No User-Agent at all is a script, not a person holding a phone.
  if (userAgent === '') {
    return { userAgent, device: 'unknown', browser: null, os: null, isBot: true };
  }
  const result = new UAParser(userAgent).getResult();
  const browser = result.browser.name ?? null;
  const os = result.os.name ?? null;
  if (isbot(userAgent)) return { userAgent, device: 'bot', browser, os, isBot: true };
  const type = result.device.type;
  // ua-parser leaves the type empty for desktops: decide by the operating system.
  const device: DeviceClass =
    type && DEVICE_TYPES.has(type)
      ? (type as DeviceClass)
      : os && DESKTOP_OS.test(os)
        ? 'desktop'
        : 'unknown';
  return { userAgent, device, browser, os, isBot: false };
}
