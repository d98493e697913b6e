// User agents to the labels the analytics screens show, in pt-BR. ua-parser-js 1.x (MIT;
// 2.x is AGPL) does the parsing, isbot recognises crawlers and link previews.
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

export type DeviceKind =
  | 'Computador'
  | 'Celular'
  | 'Tablet'
  | 'Smart TV'
  | 'Console'
  | 'Vestível'
  | 'Bot'
  | 'Desconhecido';

export interface UserAgentInfo {
  device: DeviceKind;
  /** 'Chrome', 'Mobile Safari'... or 'Desconhecido'. */
  browser: string;
  /** 'Android', 'iOS', 'Windows'... or 'Desconhecido'. */
  os: string;
}

export const UNKNOWN = 'Desconhecido';

const DEVICE_BY_TYPE: Record<string, DeviceKind> = {
  mobile: 'Celular',
  tablet: 'Tablet',
  smarttv: 'Smart TV',
  console: 'Console',
  wearable: 'Vestível',
};

const DESKTOP_OS = /^(Windows|Mac OS|macOS|Linux|Ubuntu|Debian|Fedora|Chromium OS|Chrome OS)/;

export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const ua = (userAgent ?? '').trim();
  if (ua === '') return { device: 'Desconhecido', browser: UNKNOWN, os: UNKNOWN };
  const result = new UAParser(ua).getResult();
  const browser = result.browser.name ?? UNKNOWN;
  const os = result.os.name ?? UNKNOWN;
  if (isbot(ua)) return { device: 'Bot', browser, os };
  const byType = result.device.type ? DEVICE_BY_TYPE[result.device.type] : undefined;
  // ua-parser leaves the type empty for desktops: decide by the operating system.
  const device = byType ?? (DESKTOP_OS.test(os) ? 'Computador' : 'Desconhecido');
  return { device, browser, os };
}

/** 'Chrome em Windows (Computador)', the one-line label of the click log. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const { device, browser, os } = parseUserAgent(userAgent);
  if (browser === UNKNOWN && os === UNKNOWN) return device;
  return `${browser} em ${os} (${device})`;
}
