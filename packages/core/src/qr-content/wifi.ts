// Wi-Fi network QR codes, in the de facto format phones read (ZXing's "WIFI:" URI):
// WIFI:T:WPA|WEP|nopass;S:<ssid>;P:<password>;H:true;; with \ ; , : " escaped by a backslash.
import { z } from 'zod';
import { KEYS } from '../validation/messages';

export const WIFI_SECURITIES = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITIES)[number];

export const WIFI_SECURITY_LABELS: Record<WifiSecurity, string> = {
  WPA: 'WPA/WPA2/WPA3',
  WEP: 'WEP',
  nopass: 'Sem senha',
};

const HEX = /^[0-9a-f]+$/i;

function passwordFits(security: WifiSecurity, password: string): boolean {
  if (security === 'WPA') {
    return (
      (password.length >= 8 && password.length <= 63) ||
      (password.length === 64 && HEX.test(password))
    );
  }
  if (security === 'WEP') {
    return (
      [5, 13].includes(password.length) ||
      ([10, 26].includes(password.length) && HEX.test(password))
    );
  }
  return true;
}

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
export const wifiSchema = z.lazy(() =>
  z
    .object({
      ssid: z
        .string(KEYS.wifiSsidRequired)
        .min(1, KEYS.wifiSsidRequired)
        .refine((ssid) => ssid.trim() !== '', KEYS.wifiSsidRequired)
        .refine((ssid) => new TextEncoder().encode(ssid).length <= 32, KEYS.wifiSsidTooLong),
      security: z.enum(WIFI_SECURITIES, KEYS.wifiSecurityInvalid).default('WPA'),
      password: z.string().default(''),
      hidden: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      if (value.security === 'nopass') return;
      if (value.password === '') {
        ctx.addIssue({ code: 'custom', message: KEYS.wifiPasswordRequired, path: ['password'] });
      } else if (!passwordFits(value.security, value.password)) {
        const message =
          value.security === 'WPA' ? KEYS.wifiWpaPasswordInvalid : KEYS.wifiWepPasswordInvalid;
        ctx.addIssue({ code: 'custom', message, path: ['password'] });
      }
    }),
);

export type WifiData = z.output<typeof wifiSchema>;

/** Backslash before \ ; , : and " (the characters the format uses as syntax). */
export function escapeWifiValue(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

export function buildWifiPayload(data: WifiData): string {
  const parts = [`T:${data.security}`, `S:${escapeWifiValue(data.ssid)}`];
  if (data.security !== 'nopass') parts.push(`P:${escapeWifiValue(data.password)}`);
  if (data.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}
