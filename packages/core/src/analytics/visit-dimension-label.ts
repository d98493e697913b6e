// How the analytics breakdowns name what the rollups store: device classes and countries in
// pt-BR, a direct visit as 'Direto', a WhatsApp roulette's chat by its attendant's number,
// anything unknown as 'Desconhecido'.
import type { DeviceClass } from './classify-user-agent';
import { DEVICE_LABELS, UNKNOWN } from './parse-user-agent';

export type VisitDimension =
  | 'device'
  | 'browser'
  | 'os'
  | 'country'
  | 'city'
  | 'referrer'
  | 'destination';

const regionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' });

export function countryName(code: string): string {
  // A well-formed code never makes of() throw; an unassigned one comes back as itself.
  if (!/^[A-Z]{2}$/.test(code)) return UNKNOWN;
  return regionNames.of(code) ?? code;
}

/** 'https://wa.me/5511987654321?text=...' (an attendant of a roulette): its number. */
const WHATSAPP_CHAT = /^https:\/\/wa\.me\/(\d+)(?:\?|$)/;

export function visitDimensionLabel(dimension: VisitDimension, value: string): string {
  if (dimension === 'referrer') return value === '' ? 'Direto' : value;
  if (value === '') return UNKNOWN;
  if (dimension === 'device') return DEVICE_LABELS[value as DeviceClass] ?? UNKNOWN;
  if (dimension === 'country') return countryName(value);
  const chat = dimension === 'destination' ? WHATSAPP_CHAT.exec(value) : null;
  if (chat) return `WhatsApp +${chat[1]}`;
  return value;
}
