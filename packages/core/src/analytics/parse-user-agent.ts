// User agents to the labels the analytics screens show, in pt-BR, from the one classifier the
// server also stores (classify-user-agent.ts).
import { classifyUserAgent, type DeviceClass } from './classify-user-agent';

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

export const DEVICE_LABELS: Record<DeviceClass, DeviceKind> = {
  desktop: 'Computador',
  mobile: 'Celular',
  tablet: 'Tablet',
  smarttv: 'Smart TV',
  console: 'Console',
  wearable: 'Vestível',
  bot: 'Bot',
  unknown: 'Desconhecido',
};

export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const agent = classifyUserAgent(userAgent);
  return {
    device: DEVICE_LABELS[agent.device],
    browser: agent.browser ?? UNKNOWN,
    os: agent.os ?? UNKNOWN,
  };
}

/** 'Chrome em Windows (Computador)', the one-line label of the click log. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const { device, browser, os } = parseUserAgent(userAgent);
  if (browser === UNKNOWN && os === UNKNOWN) return device;
  return `${browser} em ${os} (${device})`;
}
